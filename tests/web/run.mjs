// Serves dist/web on localhost, opens it in headless Chromium, waits for the game to draw,
// presses keys that move the player and checks from the console log and the screenshots
// that the game reacted; then that Save and quit keeps the run in local storage and the
// title offers to continue it, also after a reload; and that a replay recorded by the native
// game (target/debug/torchdeep, built by `cargo test`; or $TORCHDEEP_BIN) gives the same
// verdict in the browser; and that Rogue Code works there: a script typed in its editor is
// scored and watched to the end of a raid, and one that loops forever leaves the page
// answering; and that no shader of the game failed to build in WebGL. Exit status 0 when all
// did; the reason on stderr otherwise.
import { createServer } from "node:http";
import { readFile, writeFile } from "node:fs/promises";
import { existsSync, mkdtempSync, readFileSync } from "node:fs";
import { execFileSync } from "node:child_process";
import { tmpdir } from "node:os";
import { extname, join, normalize, resolve } from "node:path";
import { chromium } from "playwright-core";
import { PNG } from "pngjs";

const root = new URL("../../dist/web/", import.meta.url).pathname;
const types = { ".html": "text/html", ".js": "text/javascript", ".wasm": "application/wasm" };
const shots = process.env.WEB_SHOTS || tmpdir();
const repo = new URL("../../", import.meta.url).pathname;

// A replay recorded natively, and its verdict there: the browser must give the same one.
const native = [process.env.TORCHDEEP_BIN, "target/debug/torchdeep", "target/release/torchdeep"]
  .filter(Boolean)
  .map((p) => resolve(repo, p))
  .find((p) => existsSync(p));
if (!native) {
  console.error("web test: no native torchdeep to record a replay with; run `cargo build` first");
  process.exit(1);
}
const recorded = join(mkdtempSync(join(tmpdir(), "torchdeep-replay-")), "seed5.replay.json");
const keys = "llllljjjjjhhhhkkkkk" + ".".repeat(150) + "lllljjjjhhhhkkkk>" + ".".repeat(120);
const runNative = (...args) => execFileSync(native, args, { cwd: repo, encoding: "utf8" });
runNative("play", "--seed", "5", "--keys", keys, "--replay", recorded);
const nativeVerdict = JSON.parse(runNative("replay", recorded, "--verify"));

function fail(message) {
  console.error(`web test: ${message}`);
  process.exit(1);
}

const server = createServer(async (req, res) => {
  const path = normalize(decodeURIComponent(new URL(req.url, "http://x").pathname));
  const file = join(root, path.endsWith("/") ? path + "index.html" : path);
  try {
    const body = await readFile(file);
    res.writeHead(200, { "Content-Type": types[extname(file)] || "application/octet-stream" });
    res.end(body);
  } catch {
    res.writeHead(404);
    res.end();
  }
});
await new Promise((ok) => server.listen(0, "127.0.0.1", ok));
const port = server.address().port;

// A fresh profile each run, as a first start on a new machine.
const profile = mkdtempSync(join(tmpdir(), "torchdeep-chromium-"));
const browser = await chromium.launchPersistentContext(profile, {
  executablePath: process.env.CHROMIUM || "/usr/bin/chromium",
  viewport: { width: 1280, height: 720 },
  args: [
    "--headless", "--no-sandbox", "--no-first-run", "--disable-background-networking",
    "--disable-component-update", "--disable-sync", "--disable-quic",
    "--use-gl=angle", "--use-angle=swiftshader", "--enable-unsafe-swiftshader",
    "--autoplay-policy=no-user-gesture-required",
  ],
});
const timeout = setTimeout(() => fail("no answer within 240 s"), 240_000);
try {
  const page = browser.pages()[0] || (await browser.newPage());
  const log = [];
  page.on("console", (m) => log.push(m.text()));
  page.on("pageerror", (e) => log.push(`page error: ${e.message}`));

  const waitFor = async (pattern, what, from = 0) => {
    for (let i = 0; i < 600; i++) {
      const hit = log.slice(from).find((l) => pattern.test(l));
      if (hit) return hit;
      await page.waitForTimeout(100);
    }
    fail(`${what} never came; console said:\n${log.join("\n")}`);
  };

  await page.goto(`http://127.0.0.1:${port}/?seed=7`);
  const ready = await waitFor(/^torchdeep: ready/, "the game's ready line");
  if (!/seed 7\b/.test(ready)) fail(`?seed=7 was not used: "${ready}"`);
  const before = await page.screenshot({ path: join(shots, "web-before.png") });

  await page.click("#glcanvas");
  // The title screen first: Enter chooses New game, and on the creation screen Enter starts
  // the run as the page's seed's own character.
  await page.keyboard.press("Enter");
  await page.waitForTimeout(300);
  await page.keyboard.press("Enter");
  await page.waitForTimeout(800);
  const moves = ["ArrowRight", "ArrowDown", "ArrowLeft", "ArrowUp", "KeyL", "KeyJ", "KeyH", "KeyK"];
  const start = log.length;
  for (const key of moves) {
    await page.keyboard.down(key);
    await page.waitForTimeout(60);
    await page.keyboard.up(key);
    await page.waitForTimeout(120);
  }
  await waitFor(/^torchdeep: turn [1-9]/, "a turn after the key presses", start);
  await page.waitForTimeout(500);
  const after = await page.screenshot({ path: join(shots, "web-after.png") });
  if (before.equals(after)) fail("the picture did not change after moving");
  // macroquad's bundle itself throws "register_plugin is not defined" on load: harmless.
  // Settings persist in the browser's local storage: mute, then read what the game kept.
  await page.keyboard.press("KeyM");
  let stored = null;
  for (let i = 0; i < 30 && !(stored || "").includes("muted = true"); i++) {
    await page.waitForTimeout(100);
    stored = await page.evaluate(() => window.localStorage.getItem("torchdeep/settings"));
  }
  if (!(stored || "").includes("muted = true")) fail(`M did not save muted settings: ${stored}`);
  // The egui overlay renders in WebGL too: F12 opens its menu window, whose fill is
  // MENU_FILL (34, 34, 44) in src/app/overlay/mod.rs.
  const opened = log.length;
  await page.keyboard.press("F12");
  await waitFor(/^torchdeep: overlay open/, "the overlay opening on F12", opened);
  await page.waitForTimeout(800);
  const fill = async (file, [fr, fg, fb]) => {
    const shot = PNG.sync.read(await page.screenshot({ path: join(shots, file) }));
    let n = 0;
    for (let i = 0; i < shot.data.length; i += 4) {
      const [r, g, b] = [shot.data[i], shot.data[i + 1], shot.data[i + 2]];
      if (Math.abs(r - fr) <= 3 && Math.abs(g - fg) <= 3 && Math.abs(b - fb) <= 3) n++;
    }
    return n;
  };
  const menu = await fill("web-overlay.png", [34, 34, 44]);
  if (menu < 4000) fail(`the overlay's menu window was not drawn (${menu} pixels of its fill)`);
  // Its Performance checkbox (4th line of the menu) opens a window that times the generation
  // stages in the browser too; its fill is PERFORMANCE_FILL (48, 44, 24).
  await page.mouse.click(60, 137);
  await page.waitForTimeout(1500);
  const perf = await fill("web-overlay-performance.png", [48, 44, 24]);
  if (perf < 4000) fail(`the Performance window was not drawn (${perf} pixels of its fill)`);
  // Runs that last: close the overlay, pause, Save and quit. The run is in local storage and
  // the title offers to continue it.
  const closing = log.length;
  await page.keyboard.press("F12");
  await waitFor(/^torchdeep: overlay closed/, "the overlay closing on F12", closing);
  await page.waitForTimeout(300);
  const quitting = log.length;
  await page.keyboard.press("Escape");
  await page.waitForTimeout(400);
  // Save and quit is the pause menu's last line: up from the first wraps round to it.
  for (const key of ["ArrowUp", "Enter"]) {
    await page.keyboard.press(key);
    await page.waitForTimeout(150);
  }
  const saved = await waitFor(/^torchdeep: saved turn \d+ .*\(Quit\)/, "the save on Save and quit", quitting);
  await waitFor(/^torchdeep: title offers continue/, "Continue on the title", quitting);
  const save = await page.evaluate(() => window.localStorage.getItem("torchdeep/save"));
  if (!save) fail("no torchdeep/save in local storage after Save and quit");
  const turn = Number(/saved turn (\d+)/.exec(saved)[1]);
  // The format the game writes, read from its source so a new format needs no edit here.
  const source = readFileSync(join(repo, "src/run/save.rs"), "utf8");
  const format = Number(/pub const SAVE_FORMAT: u32 = (\d+);/.exec(source)[1]);
  if (JSON.parse(save).format !== format || turn < 1) fail(`a strange save (format ${format} expected): ${saved}, ${save.slice(0, 200)}`);
  await page.screenshot({ path: join(shots, "web-title-continue.png") });

  // The same replay gives the same verdict here as natively: leave it in local storage for
  // the game to check at start, and reload. The save survives the reload too.
  await page.evaluate((text) => window.localStorage.setItem("torchdeep/verify", text), readFileSync(recorded, "utf8"));
  const reloaded = log.length;
  await page.reload();
  const verdictLine = await waitFor(/^torchdeep: verdict /, "the browser's verdict on the replay", reloaded);
  let verdict;
  try {
    verdict = JSON.parse(verdictLine.slice("torchdeep: verdict ".length));
  } catch {
    fail(`the browser could not check the replay: ${verdictLine}`);
  }
  if (verdict.diverged_at !== null) fail(`the replay diverges in the browser at turn ${verdict.diverged_at}`);
  if (JSON.stringify(verdict) !== JSON.stringify(nativeVerdict)) {
    fail(`browser ${JSON.stringify(verdict)} but native ${JSON.stringify(nativeVerdict)}`);
  }
  const offered = await waitFor(/^torchdeep: title offers continue/, "Continue after a reload", reloaded);
  if (!offered.includes(`turn ${turn},`)) fail(`after a reload the title offers "${offered}", not turn ${turn}`);
  // Rogue Code: the fourth line of the title's menu opens the editor. A script typed there
  // is scored over 100 raids (F6) and one raid is watched at 64× to its end (F5, then 7).
  const coding = log.length;
  for (const key of ["ArrowDown", "ArrowDown", "ArrowDown", "Enter"]) {
    await page.keyboard.press(key);
    await page.waitForTimeout(150);
  }
  await waitFor(/^torchdeep: rogue code editor/, "the Rogue Code editor", coding);
  await page.waitForTimeout(500);
  const typeScript = async (text) => {
    await page.mouse.click(640, 200);
    await page.waitForTimeout(200);
    await page.keyboard.press("Control+A");
    await page.keyboard.press("Delete");
    await page.keyboard.type(text, { delay: 2 });
    await page.waitForTimeout(300);
  };
  await typeScript(
    "fn turn(v, m) { for t in v.treasure { if dist(v.me.x, v.me.y, t.x, t.y) <= 1 " +
      "{ return steal(t.x - v.me.x, t.y - v.me.y); } } " +
      "let g = if v.treasure.len() > 0 { v.treasure[0] } else { v.exit }; " +
      "sneak(sign(g.x - v.me.x), sign(g.y - v.me.y)) }",
  );
  await page.screenshot({ path: join(shots, "web-roguecode.png") });
  const scoring = log.length;
  await page.keyboard.press("F6");
  const scoresLine = await waitFor(/^torchdeep: raid scores /, "the scores of 100 raids", scoring);
  const scores = JSON.parse(scoresLine.slice("torchdeep: raid scores ".length));
  if (scores.raids !== 100 || scores.best < 1 || scores.script_errors !== 0) {
    fail(`the typed script scored strangely: ${scoresLine}`);
  }
  await page.screenshot({ path: join(shots, "web-roguecode-scores.png") });
  const watching = log.length;
  await page.keyboard.press("F5");
  await waitFor(/^torchdeep: raid watched/, "a raid watched on F5", watching);
  await page.keyboard.press("Digit7");
  const over = await waitFor(/^torchdeep: raid over .*score \d+/, "the watched raid's end", watching);
  await page.screenshot({ path: join(shots, "web-roguecode-raid.png") });
  // A script that loops forever loses every turn to its bound: the page still answers keys.
  await page.keyboard.press("Escape");
  const looping = log.length;
  await waitFor(/^torchdeep: rogue code editor/, "the editor after the raid", watching);
  await typeScript("fn turn(view, memory) { loop { } }");
  await page.screenshot({ path: join(shots, "web-roguecode-loop.png") });
  await page.keyboard.press("F5");
  await waitFor(/^torchdeep: raid watched/, "a raid of the endless loop", looping);
  await page.keyboard.press("Digit7");
  await page.waitForTimeout(2000);
  const answered = log.length;
  await page.keyboard.press("Escape");
  await waitFor(/^torchdeep: rogue code editor/, "the editor while a script loops forever", answered);
  const roguecode = `scored mean ${scores.mean} over ${scores.raids} raids, watched ${over.slice(11)}`;
  const errors = log.filter(
    (l) =>
      /panicked|page error|RuntimeError|could not be built/.test(l) &&
      !/register_plugin is not defined/.test(l),
  );
  if (errors.length) fail(`errors in the console:\n${errors.join("\n")}`);
  await writeFile(join(shots, "web-console.txt"), log.join("\n"));
  const turns = log.filter((l) => /^torchdeep: turn/.test(l)).length;
  console.log(`web test: ok (${turns} turns logged; saved at turn ${turn}; replay of ${verdict.turns} turns verified alike; Rogue Code ${roguecode})`);
} finally {
  clearTimeout(timeout);
  await browser.close();
  server.close();
}
