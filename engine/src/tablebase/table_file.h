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
#include <string>
#include <vector>

namespace hoyito::tablebase::detail {

constexpr std::size_t kHeaderSize = 64;
constexpr std::uint32_t kFormatVersion = 1;

std::uint64_t checksum(const std::uint8_t *header, const std::uint8_t *entries, std::uint64_t entryBytes);

// Writes a table to `path` atomically: a temporary file beside it, flushed
// to disk, then renamed over it. Returns an empty string or why it failed.
std::string writeTable(const std::string &path, TableRules rules, int holesPerRow, int seeds,
                       const std::vector<std::uint8_t> &entries);

} // namespace hoyito::tablebase::detail
