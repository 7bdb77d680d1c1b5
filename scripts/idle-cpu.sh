#!/usr/bin/env bash
# The processor time the game window takes while it waits for a key on the game screen:
# opens seed 7 under a virtual display (Xvfb, Mesa's software GL), lets it settle for 3 s,
# then reads the process's user and system time (all its threads, the GL's too) over the
# next SECONDS (default 30) and prints it as a share of one core.
#
#   bash scripts/idle-cpu.sh [SECONDS]       # TORCHDEEP_BIN picks the binary
set -euo pipefail
cd "$(dirname "$0")/.."
span=${1:-30}
bin=${TORCHDEEP_BIN:-${CARGO_TARGET_DIR:-target}/debug/torchdeep}
[ -x "$bin" ] || { echo "no game at $bin: build it first (cargo build)" >&2; exit 1; }
data=$(mktemp -d)
trap 'rm -rf "$data"' EXIT
TORCHDEEP_DATA_DIR=$data xvfb-run -a -s "-screen 0 1280x720x24" "$bin" --seed 7 --screen game \
    >/dev/null 2>&1 &
runner=$!
exe=$(readlink -f "$bin")
pid=
for _ in $(seq 100); do
    for child in $(pgrep -P "$runner" || true); do
        [ "$(readlink -f "/proc/$child/exe" 2>/dev/null)" = "$exe" ] && pid=$child
    done
    [ -n "$pid" ] && break
    sleep 0.1
done
[ -n "$pid" ] || { echo "the game did not start" >&2; kill "$runner"; exit 1; }
ticks() { awk '{ sub(/.*\) /, ""); print $12 + $13 }' "/proc/$pid/stat"; }
sleep 3
before=$(ticks)
sleep "$span"
after=$(ticks)
kill "$pid"
wait "$runner" || true
hz=$(getconf CLK_TCK)
awk -v t=$((after - before)) -v hz="$hz" -v s="$span" \
    'BEGIN { printf "idle: %.2f s of processor time in %d s: %.1f %% of a core\n", t / hz, s, 100 * t / hz / s }'
