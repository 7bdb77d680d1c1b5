#!/usr/bin/env bash
# The window's speed figures under a virtual display (Xvfb, Mesa's software GL), as the README
# gives them: frame times on every screen and on the game under every overlay panel
# (`--frame-stats`, 300 frames each); the first frame's delay and the peak memory with sound
# on; and the processor time while the game waits for a key (scripts/idle-cpu.sh, 30 s).
# Last, the floor under them: a bare macroquad window's frame times and peak memory
# (examples/software_gl_floor.rs, built here in release).
#
# Sound on: a machine without a sound card gets ALSA's null device from an .asoundrc in a
# scratch HOME (its mixer thread spins a core, so only those two figures use it).
#
#   bash scripts/window-figures.sh          # TORCHDEEP_BIN picks the binary
set -euo pipefail
cd "$(dirname "$0")/.."
bin=${TORCHDEEP_BIN:-${CARGO_TARGET_DIR:-target}/debug/torchdeep}
[ -x "$bin" ] || { echo "no game at $bin: build it first (cargo build)" >&2; exit 1; }
scratch=$(mktemp -d)
trap 'rm -rf "$scratch"' EXIT
mkdir -p "$scratch/home"
printf 'pcm.!default {\n  type null\n}\n' > "$scratch/home/.asoundrc"
window() {
    TORCHDEEP_DATA_DIR="$scratch/data" xvfb-run -a -s "-screen 0 1280x720x24" "$bin" --seed 7 "$@"
}
for screen in title create help hall roguecode game pause inventory character journal spellbook \
    shop end "game --overlay all"; do
    # shellcheck disable=SC2086
    echo "$screen: $(window --frames 300 --frame-stats --screen $screen 2>/dev/null | tail -1)"
done
for screen in title game; do
    first=$(HOME="$scratch/home" window --frames 30 --frame-stats --screen "$screen" 2>/dev/null \
        | tail -1 | grep -o '"first_frame_ms":[0-9.]*')
    echo "$screen with sound: $first"
done
HOME="$scratch/home" TORCHDEEP_DATA_DIR="$scratch/data" xvfb-run -a -s "-screen 0 1280x720x24" \
    /usr/bin/time -f "game with sound, 300 frames: max RSS %M KB" \
    "$bin" --seed 7 --frames 300 --frame-stats --screen game 2>&1 >/dev/null | grep "max RSS"
# Without the null device (on a machine with no sound card, no sound at all): the difference
# from the figure above is what the sound holds.
TORCHDEEP_DATA_DIR="$scratch/data" xvfb-run -a -s "-screen 0 1280x720x24" \
    /usr/bin/time -f "game without sound, 300 frames: max RSS %M KB" \
    "$bin" --seed 7 --frames 300 --frame-stats --screen game 2>&1 >/dev/null | grep "max RSS"
TORCHDEEP_BIN="$bin" bash scripts/idle-cpu.sh 30
cargo build -q --release --example software_gl_floor
floor=${CARGO_TARGET_DIR:-target}/release/examples/software_gl_floor
# Frame times; where there is no sound device macroquad's sound thread gives up (its message
# dropped) and leaves the cores to the GL.
RUST_BACKTRACE=0 xvfb-run -a -s "-screen 0 1280x720x24" "$floor" --egui 2>/dev/null | sed 's/^/bare window: /'
HOME="$scratch/home" xvfb-run -a -s "-screen 0 1280x720x24" \
    /usr/bin/time -f "bare window with sound: max RSS %M KB" "$floor" 2>&1 >/dev/null | grep "max RSS"
