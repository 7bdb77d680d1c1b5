#!/usr/bin/env bash
# Runs every check of torchdeep: formatting, lints, and all tests. Installs what the checks
# need (system libraries, a virtual display) when missing, so it works on a fresh machine.
set -euo pipefail
cd "$(dirname "$0")/.."

as_root() { if [ "$(id -u)" = 0 ]; then "$@"; else sudo "$@"; fi; }

missing=()
# ALSA headers to build the game; a virtual display and Mesa's software GL for the screenshot test;
# xdotool to play the real window through the X server (tests/desktop.rs); binaryen's wasm-opt
# shrinks the browser build (scripts/build-web.sh).
for pkg in pkg-config libasound2-dev xvfb xauth libgl1-mesa-dri libgl1 libegl1 xdotool binaryen; do
  dpkg -s "$pkg" >/dev/null 2>&1 || missing+=("$pkg")
done
if [ ${#missing[@]} -gt 0 ]; then
  echo "installing ${missing[*]}"
  as_root apt-get update -qq
  as_root env DEBIAN_FRONTEND=noninteractive apt-get install -y -qq "${missing[@]}" >/dev/null
fi
rustup component add rustfmt clippy >/dev/null 2>&1 || true

echo "== cargo fmt --check"
cargo fmt --check
echo "== cargo clippy --all-targets -- -D warnings"
cargo clippy --all-targets -- -D warnings
echo "== the simulation builds without the app: cargo check --lib --no-default-features"
cargo check --quiet --lib --no-default-features
echo "== tileset matches its source"
cargo run --quiet --bin tileset -- --check
echo "== cargo test"
cargo test

# The Android and browser builds compile code of their own (no command line, the browser's
# storage): linted as the desktop build is.
echo "== Android: cargo clippy --target aarch64-linux-android -- -D warnings"
rustup target list --installed 2>/dev/null | grep -qx aarch64-linux-android \
  || rustup target add aarch64-linux-android
cargo clippy --quiet --target aarch64-linux-android --bin torchdeep -- -D warnings

echo "== web: build, lint (cargo clippy --target wasm32-unknown-unknown), then play it in headless Chromium"
bash scripts/build-web.sh
cargo clippy --quiet --target wasm32-unknown-unknown --bin torchdeep -- -D warnings
# The browser downloads the game: it must stay within 2 MB gzipped, the script engine included.
gz=$(gzip -9 -c dist/web/torchdeep.wasm | wc -c)
if [ "$gz" -gt 2000000 ]; then
  echo "dist/web/torchdeep.wasm is $gz bytes gzipped, over the 2,000,000 allowed" >&2
  exit 1
fi
if ! command -v chromium >/dev/null 2>&1; then
  as_root apt-get update -qq
  as_root env DEBIAN_FRONTEND=noninteractive apt-get install -y -qq chromium >/dev/null
fi
(cd tests/web && npm install --no-audit --no-fund --silent)
# The native game records the replay the browser must re-run to the same hashes; `cargo test`
# built it, wherever the target folder is.
TORCHDEEP_BIN="${CARGO_TARGET_DIR:-target}/debug/torchdeep" node tests/web/run.mjs
