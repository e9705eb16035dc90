# Shared by scripts/run, scripts/test, the check scripts and .ci/run: install
# what is missing, then build. Sourced, not run.

HOYITO_ROOT=$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)

# Debian 12 packages the build, the tests and the game need.
HOYITO_PACKAGES=(
    g++ cmake ninja-build pkg-config
    qt6-base-dev qt6-base-dev-tools qt6-tools-dev qt6-tools-dev-tools qt6-l10n-tools
    qt6-translations-l10n qt6-svg-dev libgl-dev
    # The game's sounds (QSoundEffect, app/gui/sound); its runtime brings
    # PulseAudio's client, GStreamer and FFmpeg libraries into the package's
    # dependencies. No sound server is needed to build or test.
    qt6-multimedia-dev
    # Fonts of the translations: DejaVu has Latin, Greek and Cyrillic, Lohit Gujarati.
    xvfb xauth fonts-dejavu-core fonts-lohit-gujr
    desktop-file-utils appstream shared-mime-info
    # The Debian package (scripts/package, the test tst_package): dpkg-shlibdeps,
    # and file, with which CPack's DEB generator picks out the ELF files to
    # pass to it.
    dpkg-dev file
    # The manual pages rendered as man shows them (the tests tst_manpages and
    # tst_package): skipped without it.
    man-db
    # The second checker of the solver's certificates (tst_certificate_cli).
    python3
)

hoyito_install_missing() {
    local missing=()
    local pkg
    for pkg in "${HOYITO_PACKAGES[@]}"; do
        dpkg-query -W -f='${Status}' "$pkg" 2>/dev/null | grep -q "install ok installed" || missing+=("$pkg")
    done
    [ ${#missing[@]} -eq 0 ] && return 0
    echo "Installing: ${missing[*]}"
    local sudo=()
    [ "$(id -u)" -eq 0 ] || sudo=(sudo)
    "${sudo[@]}" apt-get update -qq
    DEBIAN_FRONTEND=noninteractive "${sudo[@]}" apt-get install -y -qq --no-install-recommends "${missing[@]}"
}

# hoyito_build DIR [cmake options...]: a developer's build, warnings as
# errors (later options win).
hoyito_build() {
    local dir=$1
    shift
    cmake -S "$HOYITO_ROOT" -B "$dir" -G Ninja -DHOYITO_WERROR=ON "$@"
    cmake --build "$dir"
}
