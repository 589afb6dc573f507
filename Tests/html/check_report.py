#!/usr/bin/env python3
"""Opens a layoutlint HTML report in real headless Chromium and prints what the page shows, as JSON.

Stdlib only. Chromium is driven over the DevTools protocol on a pipe (`--remote-debugging-pipe`:
commands on fd 3, replies on fd 4, each a JSON text ended by a NUL byte), so no port and no
websocket library are needed. The Swift test suite runs this and asserts on its output; the
script itself judges nothing, except that it fails when Chromium cannot be driven.

What it reports:
- requests: every URL the page asked for other than the report itself (blocked ones included);
- errors: console errors, uncaught exceptions and browser log errors (CSP violations land there);
- controllers: per `[data-type]` element its file, whether shown, and its member cells' `data-role`
  and computed background colours; `legend`: the colour of each section in the legend;
- scenarios: for each `{"set": {control id: value, ...}}` given with --scenarios, the types shown
  after setting those controls (as a user would: value, then input/change events);
- focus: the `data-type` of each controller that Tab presses reach, in order;
- tooltip: the tooltip text after a mouse hover and after keyboard focus on a cell;
- details: the findings panel's text after a real mouse click on the first controller's header;
- strips: per --strip TYPE, the section colours met along the map's screenshot, left to right
  (consecutive equal colours merged; pixels matching no legend colour skipped);
- timing: first contentful paint and when the page's script had drawn it, in ms since navigation;
- control: the same request and error capture on a page that does make a request and log an
  error, to show the capture works (with --control).

Usage: check_report.py REPORT.html [--scenarios JSON] [--strip TYPE ...] [--png-dir DIR]
                       [--page-png FILE] [--tabs N] [--control] [--chromium PATH]
"""

from __future__ import annotations

import argparse
import base64
import json
import os
import shutil
import struct
import subprocess
import sys
import tempfile
import time
import zlib


class Browser:
    def __init__(self, binary: str, width: int, height: int):
        self.profile = tempfile.mkdtemp(prefix="layoutlint-chromium-")
        to_chrome_r, self.to_chrome = os.pipe()
        self.from_chrome, from_chrome_w = os.pipe()
        # Chromium reads commands on fd 3 and writes replies on fd 4. Copies first, so placing one
        # end cannot overwrite the other; subprocess closes every other descriptor afterwards.
        def child_fds():
            read_end, write_end = os.dup(to_chrome_r), os.dup(from_chrome_w)
            os.dup2(read_end, 3)
            os.dup2(write_end, 4)
        args = [binary, "--headless", "--no-sandbox", "--disable-gpu", "--remote-debugging-pipe",
                f"--user-data-dir={self.profile}", "--no-first-run", "--no-default-browser-check",
                "--disable-extensions", "--disable-background-networking", "--disable-sync",
                "--disable-component-update", "--disable-default-apps", "--mute-audio",
                "--hide-scrollbars", f"--window-size={width},{height}", "about:blank"]
        self.proc = subprocess.Popen(args, stdin=subprocess.DEVNULL, stdout=subprocess.DEVNULL,
                                     stderr=subprocess.DEVNULL, preexec_fn=child_fds, close_fds=True,
                                     pass_fds=(3, 4))
        os.close(to_chrome_r)
        os.close(from_chrome_w)
        self.buffer = b""
        self.next_id = 0
        self.events: list[dict] = []
        self.session = None

    def close(self):
        try:
            self.send("Browser.close", session=False, wait=False)
        except OSError:
            pass
        try:
            self.proc.wait(timeout=5)
        except subprocess.TimeoutExpired:
            self.proc.kill()
            self.proc.wait()
        os.close(self.to_chrome)
        os.close(self.from_chrome)
        shutil.rmtree(self.profile, ignore_errors=True)

    def _read_message(self, deadline: float) -> dict:
        while b"\0" not in self.buffer:
            if time.time() > deadline:
                raise TimeoutError("Chromium did not answer in time")
            chunk = os.read(self.from_chrome, 1 << 16)
            if not chunk:
                raise RuntimeError("Chromium closed the DevTools pipe (did it start?)")
            self.buffer += chunk
        raw, self.buffer = self.buffer.split(b"\0", 1)
        return json.loads(raw)

    def send(self, method: str, params: dict | None = None, session=True, wait=True, timeout=20.0):
        self.next_id += 1
        message = {"id": self.next_id, "method": method, "params": params or {}}
        if session and self.session:
            message["sessionId"] = self.session
        os.write(self.to_chrome, json.dumps(message).encode() + b"\0")
        if not wait:
            return None
        deadline = time.time() + timeout
        while True:
            reply = self._read_message(deadline)
            if reply.get("id") == self.next_id:
                if "error" in reply:
                    raise RuntimeError(f"{method}: {reply['error']}")
                return reply.get("result", {})
            if "method" in reply:
                self.events.append(reply)

    def pump(self, seconds: float):
        """Collects events for a while (the page's own late requests and errors)."""
        end = time.time() + seconds
        self.send("Runtime.evaluate", {"expression": "0"})
        while time.time() < end:
            time.sleep(0.05)
            self.send("Runtime.evaluate", {"expression": "0"})

    def attach_page(self):
        targets = self.send("Target.getTargets", session=False)["targetInfos"]
        page = next(t for t in targets if t["type"] == "page")
        self.session = self.send("Target.attachToTarget", {"targetId": page["targetId"], "flatten": True},
                                 session=False)["sessionId"]
        for domain in ("Page", "Runtime", "Network", "Log"):
            self.send(f"{domain}.enable")

    def settle(self):
        """Two animation frames: time for intersection observers to draw what scrolled into view."""
        self.js("new Promise(r => requestAnimationFrame(() => requestAnimationFrame(r)))")

    def js(self, expression: str):
        result = self.send("Runtime.evaluate", {"expression": expression, "returnByValue": True, "awaitPromise": True})
        if "exceptionDetails" in result:
            raise RuntimeError(f"page script failed: {result['exceptionDetails']}")
        return result["result"].get("value")

    def open(self, url: str, ready: str, timeout=20.0):
        self.send("Page.navigate", {"url": url})
        deadline = time.time() + timeout
        probe = f"location.href === {json.dumps(url)} && !!document.documentElement && ({ready})"
        while not self.js(probe):
            if time.time() > deadline:
                raise TimeoutError(f"the page never became ready ({ready})")
            time.sleep(0.05)

    def key(self, key: str, code: int, shift=False):
        for kind in ("rawKeyDown", "keyUp"):
            self.send("Input.dispatchKeyEvent", {"type": kind, "key": key, "code": key, "windowsVirtualKeyCode": code,
                                                 "nativeVirtualKeyCode": code, "modifiers": 8 if shift else 0})

    def mouse(self, kind: str, x: float, y: float, clicks=0):
        params = {"type": kind, "x": x, "y": y, "button": "left" if clicks else "none", "clickCount": clicks}
        self.send("Input.dispatchMouseEvent", params)

    def capture(self, events_from: int, page_url: str) -> tuple[list[str], list[str]]:
        requests, errors = [], []
        for event in self.events[events_from:]:
            method, params = event["method"], event.get("params", {})
            if method == "Network.requestWillBeSent":
                url = params["request"]["url"]
                if url != page_url:
                    requests.append(url)
            elif method == "Runtime.exceptionThrown":
                errors.append("exception: " + json.dumps(params["exceptionDetails"].get("exception", {}).get("description")
                                                         or params["exceptionDetails"].get("text")))
            elif method == "Runtime.consoleAPICalled" and params["type"] in ("error", "assert"):
                errors.append("console: " + " ".join(str(a.get("value", a.get("description"))) for a in params["args"]))
            elif method == "Log.entryAdded" and params["entry"]["level"] == "error":
                errors.append("log: " + params["entry"]["text"])
        return requests, errors


def decode_png(data: bytes) -> tuple[int, int, int, bytearray]:
    """Width, height, bytes per pixel and raw rows of an 8-bit RGB/RGBA, non-interlaced PNG."""
    assert data[:8] == b"\x89PNG\r\n\x1a\n", "not a PNG"
    pos, idat = 8, b""
    width = height = channels = 0
    while pos < len(data):
        length, kind = struct.unpack(">I4s", data[pos:pos + 8])
        body = data[pos + 8:pos + 8 + length]
        pos += 12 + length
        if kind == b"IHDR":
            width, height, depth, color, _, _, interlace = struct.unpack(">IIBBBBB", body)
            assert depth == 8 and color in (2, 6) and interlace == 0, "unexpected PNG format"
            channels = 3 if color == 2 else 4
        elif kind == b"IDAT":
            idat += body
    raw = zlib.decompress(idat)
    stride = width * channels
    out = bytearray(height * stride)
    prev = bytearray(stride)
    for y in range(height):
        kind = raw[y * (stride + 1)]
        line = bytearray(raw[y * (stride + 1) + 1:(y + 1) * (stride + 1)])
        for i in range(stride):
            a = line[i - channels] if i >= channels else 0
            b = prev[i]
            c = prev[i - channels] if i >= channels else 0
            if kind == 1:
                line[i] = (line[i] + a) & 0xFF
            elif kind == 2:
                line[i] = (line[i] + b) & 0xFF
            elif kind == 3:
                line[i] = (line[i] + (a + b) // 2) & 0xFF
            elif kind == 4:
                p = a + b - c
                pa, pb, pc = abs(p - a), abs(p - b), abs(p - c)
                line[i] = (line[i] + (a if pa <= pb and pa <= pc else b if pb <= pc else c)) & 0xFF
        out[y * stride:(y + 1) * stride] = line
        prev = line
    return width, height, channels, out


def rgb(css: str) -> tuple[int, int, int]:
    parts = css[css.index("(") + 1:css.index(")")].split(",")
    return tuple(int(float(p)) for p in parts[:3])


def colour_runs(png: bytes, palette: dict[str, tuple[int, int, int]], row: int) -> list[str]:
    width, height, channels, pixels = decode_png(png)
    y = min(row, height - 1)
    runs: list[str] = []
    for x in range(width):
        i = (y * width + x) * channels
        pixel = pixels[i:i + 3]
        best, distance = None, 1e9
        for name, colour in palette.items():
            d = sum((p - q) ** 2 for p, q in zip(pixel, colour))
            if d < distance:
                best, distance = name, d
        if distance <= 30 ** 2 and (not runs or runs[-1] != best):
            runs.append(best)
    return runs


CONTROLLERS_JS = """Array.from(document.querySelectorAll('[data-type]')).map(e => ({
  type: e.dataset.type, file: e.dataset.file, shown: !e.hidden && e.offsetParent !== null,
  roles: Array.from(e.querySelectorAll('[data-role]')).map(c => c.dataset.role),
  colors: Array.from(e.querySelectorAll('[data-role]')).map(c => getComputedStyle(c).backgroundColor),
  misplaced: Array.from(e.querySelectorAll('[data-role]')).map(c => c.classList.contains('m')),
  boundaries: Array.from(e.querySelectorAll('[data-role]')).map(c => c.classList.contains('b'))}))"""
LEGEND_JS = """Object.fromEntries(Array.from(document.querySelectorAll('#legend [data-legend]'))
  .map(e => [e.dataset.legend, getComputedStyle(e).backgroundColor]))"""
SHOWN_JS = "Array.from(document.querySelectorAll('[data-type]')).filter(e => !e.hidden).map(e => e.dataset.type)"
ACTIVE_JS = "(() => { const e = document.activeElement && document.activeElement.closest('[data-type]'); return e ? e.dataset.type : null; })()"
TIP_JS = "(() => { const t = document.getElementById('tip'); return t.hidden ? null : t.textContent; })()"


def set_controls(browser: Browser, values: dict[str, str]):
    for control, value in values.items():
        browser.js(f"""(() => {{ const e = document.getElementById({json.dumps(control)}); e.value = {json.dumps(value)};
            e.dispatchEvent(new Event('input', {{bubbles: true}})); e.dispatchEvent(new Event('change', {{bubbles: true}})); }})()""")


def centre(browser: Browser, selector: str) -> tuple[float, float]:
    box = browser.js(f"""(() => {{ const e = document.querySelector({json.dumps(selector)}); e.scrollIntoView({{block: 'center'}});
        const r = e.getBoundingClientRect(); return [r.left + r.width / 2, r.top + r.height / 2]; }})()""")
    return box[0], box[1]


def page_picture(browser: Browser, path: str):
    """The top of the page as a reader sees it after opening the first controller and pointing at
    one of its misplaced members (or its first member)."""
    set_controls(browser, {"f-q": "", "f-rule": "", "f-sev": "", "f-path": "", "f-sort": "findings"})
    if browser.js("document.querySelector('[data-type] .det').hidden"):
        browser.js("document.querySelector('[data-type] h3 button').click()")
    browser.js("document.activeElement && document.activeElement.blur(); window.scrollTo(0, 0)")
    browser.settle()
    cell = "[data-type] .c.m" if browser.js("!!document.querySelector('[data-type] .c.m')") else "[data-type] .c"
    box = browser.js(f"""(() => {{ const r = document.querySelector({json.dumps(cell)}).getBoundingClientRect();
        return [r.left + r.width / 2, r.top + r.height / 2]; }})()""")
    browser.mouse("mouseMoved", box[0], box[1])
    browser.settle()
    shot = browser.send("Page.captureScreenshot", {"format": "png"})
    with open(path, "wb") as fh:
        fh.write(base64.b64decode(shot["data"]))


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    parser.add_argument("report")
    parser.add_argument("--scenarios", default="[]")
    parser.add_argument("--strip", action="append", default=[])
    parser.add_argument("--png-dir")
    parser.add_argument("--page-png")
    parser.add_argument("--tabs", type=int, default=0)
    parser.add_argument("--control", action="store_true")
    parser.add_argument("--chromium")
    parser.add_argument("--timing-only", action="store_true", help="load the page, report timing and size, stop")
    parser.add_argument("--width", type=int, default=1280)
    parser.add_argument("--height", type=int, default=900)
    args = parser.parse_args()

    binary = args.chromium or shutil.which("chromium-headless-shell") or shutil.which("chromium")
    if not binary:
        print("check_report: no chromium-headless-shell or chromium on PATH", file=sys.stderr)
        return 2
    url = "file://" + os.path.abspath(args.report)
    browser = Browser(binary, args.width, args.height)
    result: dict = {}
    try:
        browser.attach_page()
        browser.send("Emulation.setDeviceMetricsOverride", {"width": args.width, "height": args.height,
                                                             "deviceScaleFactor": 1, "mobile": False})
        started = time.time()
        mark = len(browser.events)
        browser.open(url, "document.documentElement.dataset.ready !== undefined")
        browser.settle()
        result["timing"] = browser.js("""({fcp: (performance.getEntriesByName('first-contentful-paint')[0] || {}).startTime,
            drawn: +document.documentElement.dataset.drawnMs, domNodes: document.getElementsByTagName('*').length})""")
        result["timing"]["wallSeconds"] = round(time.time() - started, 3)
        result["ready"] = browser.js("document.documentElement.dataset.ready")
        browser.settle()
        result["bytes"] = os.path.getsize(args.report)
        if args.timing_only:
            result["requests"], result["errors"] = browser.capture(mark, url)
            json.dump(result, sys.stdout)
            print()
            return 0
        result["controllers"] = browser.js(CONTROLLERS_JS)
        result["legend"] = browser.js(LEGEND_JS)

        # Keyboard only: Tab from the top of the freshly loaded page.
        if args.tabs:
            reached = []
            for _ in range(args.tabs):
                browser.key("Tab", 9)
                kind = browser.js(ACTIVE_JS)
                if kind and (not reached or reached[-1] != kind):
                    reached.append(kind)
            result["focus"] = reached

        palette = {role: rgb(css) for role, css in result["legend"].items() if role != "misplaced"}
        strips = {}
        for kind in args.strip:
            selector = json.dumps(f'[data-type="{kind}"] .map')
            browser.js(f"document.querySelector({selector}).scrollIntoView({{block: 'center'}})")
            browser.settle()
            rect = browser.js(f"""(() => {{ const r = document.querySelector({selector}).getBoundingClientRect();
                return [r.left + scrollX, r.top + scrollY, r.width, r.height]; }})()""")
            shot = browser.send("Page.captureScreenshot", {"format": "png", "captureBeyondViewport": True,
                                                           "clip": {"x": rect[0], "y": rect[1], "width": rect[2], "height": rect[3], "scale": 1}})
            png = base64.b64decode(shot["data"])
            if args.png_dir:
                with open(os.path.join(args.png_dir, kind + ".png"), "wb") as fh:
                    fh.write(png)
            strips[kind] = colour_runs(png, palette, row=3)  # above the letters and the misplaced hatching
        result["strips"] = strips

        # A real hover over the first cell, then a click on the first controller's header.
        if browser.js("document.querySelector('[data-role]') !== null"):
            x, y = centre(browser, "[data-role]")
            browser.mouse("mouseMoved", x, y)
            result["tooltip"] = {"hover": browser.js(TIP_JS)}
            x, y = centre(browser, "[data-type] h3 button")
            browser.mouse("mouseMoved", x, y)
            browser.mouse("mousePressed", x, y, clicks=1)
            browser.mouse("mouseReleased", x, y, clicks=1)
            result["details"] = browser.js("(() => { const d = document.querySelector('[data-type] .det'); return d.hidden ? null : d.textContent; })()")
            browser.js("document.querySelector('[data-type] .map').focus()")
            browser.key("ArrowRight", 39)
            result["tooltip"]["keyboard"] = browser.js(TIP_JS)
            result["tooltip"]["keyboardRole"] = browser.js("document.activeElement.dataset.role || null")

        scenarios = []
        for scenario in json.loads(args.scenarios):
            set_controls(browser, scenario["set"])
            scenarios.append({"set": scenario["set"], "shown": browser.js(SHOWN_JS),
                              "status": browser.js("document.getElementById('shown').textContent")})
        result["scenarios"] = scenarios
        if args.page_png:
            page_picture(browser, args.page_png)
        browser.pump(0.3)
        result["requests"], result["errors"] = browser.capture(mark, url)

        if args.control:
            control = os.path.join(os.path.dirname(os.path.abspath(args.report)), "control.html")
            with open(control, "w") as fh:
                fh.write("<!DOCTYPE html><title>control</title><img src='http://127.0.0.1:9/probe.png'>"
                         "<script>console.error('control error'); document.documentElement.dataset.ready = '1';</script>")
            mark = len(browser.events)
            browser.open("file://" + control, "document.documentElement.dataset.ready !== undefined")
            browser.pump(0.5)
            requests, errors = browser.capture(mark, "file://" + control)
            result["control"] = {"requests": requests, "errors": errors}
    finally:
        browser.close()
    json.dump(result, sys.stdout)
    print()
    return 0


if __name__ == "__main__":
    sys.exit(main())
