#pragma once

// The table file format, shared by the loader and the builder.
//
// A 64-byte header, then two bytes (lower, upper) for each entry:
//   0  magic "HOYITOTB"
//   8  format version (u32)
//   12 table rules (u8), holes per row (u8), seeds (u16)
//   16 entries (u64)
//   24 checksum (u64) of the header with this field zero, then the entries
//   32 reserved, zero
// Numbers are little-endian.

#include "hoyito/tablebase.h"

#include <cstdint>
#include <functional>
#include <string>
#include <vector>

namespace hoyito::tablebase::detail {

constexpr std::size_t kHeaderSize = 64;
constexpr std::uint32_t kFormatVersion = 1;

std::uint64_t checksum(const std::uint8_t *header, const std::uint8_t *entries, std::uint64_t entryBytes);

// Fills `out` with the file's bytes of `count` entries from `first` on
// (lower, upper for each).
using EntrySource = std::function<void(std::uint64_t first, std::uint64_t count, std::uint8_t *out)>;

// Writes a table to `path` atomically: a temporary file beside it, flushed
// to disk, then renamed over it. The entries are asked for a block at a
// time, in file order. Returns an empty string or why it failed.
std::string writeTable(const std::string &path, TableRules rules, int holesPerRow, int seeds,
                       const EntrySource &source);

} // namespace hoyito::tablebase::detail
