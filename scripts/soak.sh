#!/usr/bin/env bash
# Plays the real window by random but seeded input through a virtual X server (tests/soak.rs)
# for as long as asked, under a memory checker, and fails on the first report or crash.
#
#   bash scripts/soak.sh [MINUTES] [CHECKER] [SEED]
#
# MINUTES: 60 by default. CHECKER:
#   asan          the game built with the address sanitizer (Rust nightly): every heap
#                 overflow, use after free or bad free, Rust's or a C library's (default)
#   malloc-check  glibc's checks of its heap (MALLOC_CHECK_=3, freed memory overwritten)
#   valgrind      valgrind's memcheck (slow: about a frame a second)
#   none          the game as built for the test command
# SEED: the input's seed, 1 by default.
set -euo pipefail
cd "$(dirname "$0")/.."

minutes=${1:-60}
checker=${2:-asan}
seed=${3:-1}

as_root() { if [ "$(id -u)" = 0 ]; then "$@"; else sudo "$@"; fi; }
missing=()
for pkg in pkg-config libasound2-dev xvfb xauth libgl1-mesa-dri xdotool; do
  dpkg -s "$pkg" >/dev/null 2>&1 || missing+=("$pkg")
done
if [ "$checker" = valgrind ]; then dpkg -s valgrind >/dev/null 2>&1 || missing+=(valgrind); fi
if [ ${#missing[@]} -gt 0 ]; then
  as_root apt-get update -qq
  as_root env DEBIAN_FRONTEND=noninteractive apt-get install -y -qq "${missing[@]}" >/dev/null
fi

target=${CARGO_TARGET_DIR:-target}
wrapper=""
case "$checker" in
  asan)
    if ! rustup toolchain list | grep -q '^nightly'; then
      echo "the address sanitizer needs Rust nightly: rustup toolchain install nightly" >&2
      exit 2
    fi
    triple=$(rustc -vV | sed -n 's/^host: //p')
    RUSTFLAGS="-Zsanitizer=address -Cunsafe-allow-abi-mismatch=sanitizer" \
      cargo +nightly build --quiet --bin torchdeep --target "$triple" --target-dir "$target/asan"
    bin="$target/asan/$triple/debug/torchdeep"
    # Mesa and the X libraries keep what they allocate until exit: leaks are not the question.
    export ASAN_OPTIONS=detect_leaks=0
    ;;
  malloc-check)
    bin=""
    wrapper="env LD_PRELOAD=libc_malloc_debug.so.0 MALLOC_CHECK_=3 MALLOC_PERTURB_=165"
    ;;
  valgrind)
    bin=""
    wrapper="valgrind --quiet --error-limit=no --errors-for-leak-kinds=none"
    ;;
  none) bin="" ;;
  *) echo "unknown checker $checker: asan, malloc-check, valgrind or none" >&2; exit 2 ;;
esac

echo "soak: $minutes minutes, checker $checker, seed $seed${bin:+, $bin}"
TORCHDEEP_SOAK_SECONDS=$((minutes * 60)) TORCHDEEP_SOAK_SEED="$seed" \
  TORCHDEEP_GAME_BIN="${bin:-}" TORCHDEEP_GAME_WRAPPER="$wrapper" \
  cargo test --quiet --test soak -- --nocapture
