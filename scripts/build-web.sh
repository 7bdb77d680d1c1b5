#!/usr/bin/env bash
# Builds torchdeep for the browser: a size-optimised wasm32-unknown-unknown build (profile
# `web` in Cargo.toml), assembled with the page, macroquad's JS loader (of the very version the
# game is built with) and torchdeep's own bridge into dist/web/. Serve that folder (e.g.
# `python3 -m http.server -d dist/web 8000`) and open http://localhost:8000/ (add ?seed=N for a
# chosen dungeon).
set -euo pipefail
cd "$(dirname "$0")/.."

rustup target list --installed 2>/dev/null | grep -qx wasm32-unknown-unknown \
  || rustup target add wasm32-unknown-unknown
cargo build --profile web --target wasm32-unknown-unknown --bin torchdeep

# The JS bundle ships inside the macroquad crate; a stale copy gives a black screen.
macroquad_dir=$(cargo metadata --format-version 1 2>/dev/null | python3 -c '
import json, sys, os
meta = json.load(sys.stdin)
pkg = next(p for p in meta["packages"] if p["name"] == "macroquad")
print(os.path.dirname(pkg["manifest_path"]))')

out=dist/web
rm -rf "$out"
mkdir -p "$out"
wasm="${CARGO_TARGET_DIR:-target}/wasm32-unknown-unknown/web/torchdeep.wasm"
# binaryen's wasm-opt takes about a tenth off (the features are those rustc's wasm target
# enables); without it the build still works, only larger.
if command -v wasm-opt >/dev/null; then
  wasm-opt -Oz --enable-bulk-memory --enable-sign-ext --enable-mutable-globals \
    --enable-nontrapping-float-to-int "$wasm" -o "$out/torchdeep.wasm"
else
  echo "wasm-opt not found (install binaryen): the wasm is not shrunk" >&2
  cp "$wasm" "$out/"
fi
cp "$macroquad_dir/js/mq_js_bundle.js" "$out/"
cp web/index.html web/torchdeep.js "$out/"

raw=$(stat -c %s "$out/torchdeep.wasm")
gz=$(gzip -9 -c "$out/torchdeep.wasm" | wc -c)
echo "dist/web/torchdeep.wasm: $raw bytes, $gz gzipped"
