#!/usr/bin/env python3
"""`trellis-cli preview` tested as a person uses it: headless Chromium (Debian's chromium and
chromium-driver) driven by selenium opens the page and
- compares every device panel's views (data-view-id, data-frame) with what
  `trellis-cli layout --device NAME --json` prints, also after moving the switches
  (text size, direction, orientation, size classes);
- clicks a view and finds `explain --view`'s text in the inspector;
- drags the freeform panel's corner and compares the panel with `layout --size WxH --json`;
- saves a changed document, then a changed referenced document, and sees every panel follow
  within a second, without reloading the page;
- saves a broken document (a JSON syntax error, then a schema error) and sees the message
  with its JSON path while the last good layout stays drawn;
- takes screenshots (written to the folder given by --screenshots, default
  .build/preview-test);
and, without the browser, that the server listens on 127.0.0.1 only and answers 404 to
`../../etc/passwd` in every encoding, to methods and paths it does not serve, and survives
malformed requests.

usage: run_preview_tests.py PATH/TO/trellis-cli [--screenshots DIR]
Run with a python that has selenium (scripts/install-browser-deps.sh). Prints
"N passed, M failed" last.
"""
import json
import os
import shutil
import signal
import socket
import subprocess
import sys
import tempfile
import time

from selenium import webdriver
from selenium.webdriver.chrome.service import Service
from selenium.webdriver.common.action_chains import ActionChains
from selenium.webdriver.common.by import By

HERE = os.path.dirname(os.path.abspath(__file__))
ROOT = os.path.abspath(os.path.join(HERE, "..", ".."))
CLI = os.path.abspath(sys.argv[1])
SHOTS = os.path.abspath(sys.argv[sys.argv.index("--screenshots") + 1]) if "--screenshots" in sys.argv \
    else os.path.join(ROOT, ".build", "preview-test")
DEVICES = ["iphone-16-pro", "iphone-16-pro-landscape", "ipad-split", "ipad-pro-13"]

results = {"passed": 0, "failed": 0}


def check(name, expected, actual):
    if expected == actual:
        results["passed"] += 1
    else:
        results["failed"] += 1
        print(f"FAIL {name}\n--- expected\n{expected}\n--- actual\n{actual}\n---", file=sys.stderr)


def cli_json(document, *arguments):
    done = subprocess.run([CLI, "layout", document, "--json", *arguments], capture_output=True, text=True, check=True)
    return json.loads(done.stdout)


def expected_frames(layout):
    """{id: (x, y, width, height)} of the installed views, None for the others."""
    return {v["id"]: (tuple(v["frame"][k] for k in ("x", "y", "width", "height")) if v["installed"] else None)
            for v in layout["views"]}


def wait_until(condition, timeout=10.0, step=0.02):
    """The condition's first true value within the timeout, else None."""
    end = time.monotonic() + timeout
    while time.monotonic() < end:
        try:
            value = condition()
        except Exception:  # the page is redrawing: elements come and go
            value = None
        if value:
            return value
        time.sleep(step)
    return None


# --- the server, without a browser --------------------------------------------------------

def start_server(document, *arguments):
    # The tests stop the server as a user does, with Ctrl-C (SIGINT). A shell that runs a job
    # in the background without job control starts it with SIGINT ignored, and a child
    # inherits that: the server would never stop. Give it the default action back.
    process = subprocess.Popen([CLI, "preview", document, *arguments], stdout=subprocess.PIPE,
                               stderr=subprocess.PIPE, text=True,
                               preexec_fn=lambda: signal.signal(signal.SIGINT, signal.SIG_DFL))
    line = process.stdout.readline()
    address = line.split(" at ")[1].split()[0] if " at " in line else ""
    return process, address


def raw_request(port, data, timeout=5.0):
    """Sends raw bytes, returns (status code or None, body bytes)."""
    with socket.create_connection(("127.0.0.1", port), timeout=timeout) as connection:
        connection.sendall(data)
        chunks = []
        try:
            while True:
                chunk = connection.recv(65536)
                if not chunk:
                    break
                chunks.append(chunk)
                if b"\r\n\r\n" in b"".join(chunks) and b"Connection: close" not in b"".join(chunks):
                    head, _, body = b"".join(chunks).partition(b"\r\n\r\n")
                    length = [int(h.split(b":")[1]) for h in head.split(b"\r\n") if h.lower().startswith(b"content-length")]
                    if length and len(body) >= length[0]:
                        break
        except socket.timeout:
            pass
    response = b"".join(chunks)
    status = None
    if response.startswith(b"HTTP/1."):
        status = int(response.split(b" ")[1])
    return status, response.partition(b"\r\n\r\n")[2]


def get(port, target):
    return raw_request(port, b"GET " + target.encode("latin-1") + b" HTTP/1.1\r\nHost: 127.0.0.1\r\nConnection: close\r\n\r\n")


def listening_addresses(port):
    """The local addresses of listening sockets on `port`, from /proc/net/tcp and tcp6."""
    found = []
    for table in ("/proc/net/tcp", "/proc/net/tcp6"):
        try:
            lines = open(table).read().splitlines()[1:]
        except OSError:
            continue
        for line in lines:
            fields = line.split()
            local, state = fields[1], fields[3]
            address, port_hex = local.split(":")
            if state == "0A" and int(port_hex, 16) == port:
                found.append(address)
    return found


def test_start_errors(folder):
    """A document that never loaded is an error at start, as for every subcommand; bad
    options are usage errors."""
    done = subprocess.run([CLI, "preview", os.path.join(folder, "absent.json")], capture_output=True, text=True, timeout=20)
    check("a missing document: exit 1 with the message", (1, True, ""),
          (done.returncode, "absent.json" in done.stderr and "No such file" in done.stderr, done.stdout))
    done = subprocess.run([CLI, "preview", os.path.join(folder, "card.json"), "--port", "70000"], capture_output=True, text=True, timeout=20)
    check("--port out of range is a usage error", 64, done.returncode)
    done = subprocess.run([CLI, "preview", os.path.join(folder, "card.json"), "--devices", "iphone-99"], capture_output=True, text=True, timeout=20)
    check("an unknown device is a usage error", (64, True), (done.returncode, "unknown device" in done.stderr))


def test_server(document):
    process, address = start_server(document)
    check("the address printed is on 127.0.0.1", True, address.startswith("http://127.0.0.1:"))
    port = int(address.rstrip("/").rsplit(":", 1)[1])
    check("port 0 picked a free port", True, port > 0)
    # 127.0.0.1 is 0100007F in /proc's little-endian hex: one listening socket, on loopback.
    check("the server listens on 127.0.0.1 only", ["0100007F"], listening_addresses(port))

    status, body = get(port, "/")
    check("GET / serves the page", (200, True), (status, b"data-device" in body or b"preview.js" in body))
    status, body = get(port, "/api/layout")
    check("GET /api/layout serves the panels", (200, DEVICES),
          (status, [p["device"] for p in json.loads(body)["panels"]]))

    traversals = [
        "/../../etc/passwd", "/../../../../../../etc/passwd", "/%2e%2e/%2e%2e/etc/passwd",
        "/%2E%2E%2F%2E%2E%2Fetc%2Fpasswd", "/%252e%252e/%252e%252e/etc/passwd", "/%252e%252e%252fetc%252fpasswd",
        "/..%2f..%2fetc%2fpasswd", "/..\\..\\etc\\passwd", "/%5c..%5c..%5cetc%5cpasswd", "/..%5c..%5cetc%5cpasswd",
        "/%c0%ae%c0%ae/%c0%ae%c0%ae/etc/passwd", "/etc/passwd", "//etc/passwd", "/preview.js/../../etc/passwd",
        "/./../etc/passwd", "http://127.0.0.1/../../etc/passwd", "/static/../../etc/passwd",
        "/%2e%2e%2f%2e%2e%2f%2e%2e%2f%2e%2e%2fetc%2fpasswd", "/" + os.path.basename(document),
        "/api/layout/../../../etc/passwd", "/?file=../../etc/passwd&scene=../../etc/passwd",
    ]
    for target in traversals:
        status, body = get(port, target)
        leaked = b"root:" in body or b'"format"' in body
        if target.startswith("/?"):
            # The page itself, with its query ignored: still nothing from the disk.
            check(f"{target} leaks nothing", (200, False), (status, leaked))
        else:
            check(f"{target} is refused", (404, False), (status, leaked))
    status, body = get(port, "/api/layout?scene=../../etc/passwd")
    check("a scene named like a path is an unknown scene", (200, False, True),
          (status, b"root:" in body, "requestError" in json.loads(body)))
    for method in ("POST", "PUT", "DELETE", "OPTIONS"):
        status, _ = raw_request(port, f"{method} /api/layout HTTP/1.1\r\nHost: 127.0.0.1\r\nContent-Length: 0\r\nConnection: close\r\n\r\n".encode())
        check(f"{method} is refused", 404, status)
    for host in ("evil.example", "evil.example:%d" % port, "127.0.0.1.evil.example", "127.0.0.1:80@evil.example",
                 "localhost.evil.example", "[::1]evil", "192.168.1.10"):
        status, body = raw_request(port, f"GET /api/layout HTTP/1.1\r\nHost: {host}\r\nConnection: close\r\n\r\n".encode())
        check(f"a request for host {host} (DNS rebinding) is refused", (404, False), (status, b"panels" in body))
    status, _ = raw_request(port, b"GET / HTTP/1.1\r\nConnection: close\r\n\r\n")
    check("a request without a Host header is refused", 404, status)
    for host in ("localhost:%d" % port, "[::1]:%d" % port):
        status, _ = raw_request(port, f"GET / HTTP/1.1\r\nHost: {host}\r\nConnection: close\r\n\r\n".encode())
        check(f"host {host} is served", 200, status)
    status, _ = raw_request(port, b"GARBAGE\x00\xff\r\n\r\n")
    check("a malformed request gets 400", 400, status)
    status, _ = raw_request(port, b"GET /" + b"a" * 100000 + b" HTTP/1.1\r\nHost: 127.0.0.1\r\nConnection: close\r\n\r\n", timeout=10)
    check("a 100 kB path gets an answer, not a crash", True, status in (400, 404, 431, None))
    status, _ = get(port, "/api/freeform?width=-5&height=1e99")
    check("a bad freeform size is an error in the answer", 200, status)
    status, _ = get(port, "/api/layout?category=%ff%fe&scale=nan")
    check("bad switch values are an error in the answer", 200, status)
    check("the server still runs after all of that", None, process.poll())
    status, _ = get(port, "/")
    check("and still answers", 200, status)
    process.send_signal(signal.SIGINT)
    process.wait(timeout=10)


def api_frames(panel):
    """{id: (x, y, width, height)} of one /api/layout panel, None for views not installed."""
    return expected_frames(panel["layout"])


def test_other_forms(folder):
    """A compiled document and a storyboard serve the frames `layout --device --json` prints;
    a storyboard broken by a save reports its XML line and keeps the last good layout."""
    compiled = os.path.join(folder, "card.trellisc")
    subprocess.run([CLI, "compile", os.path.join(folder, "card.json"), "-o", compiled], check=True, capture_output=True)
    storyboard = os.path.join(folder, "login.storyboard")
    for document in (compiled, storyboard):
        process, address = start_server(document, "--devices", "iphone-se,iphone-16-pro-max-landscape,ipad-air-11")
        port = int(address.rstrip("/").rsplit(":", 1)[1])
        status, body = get(port, "/api/layout")
        panels = json.loads(body)["panels"]
        name = os.path.basename(document)
        check(f"{name}: three panels", ["iphone-se", "iphone-16-pro-max-landscape", "ipad-air-11"],
              [p["device"] for p in panels])
        for panel in panels:
            check(f"{name}: {panel['device']} frames as layout --json", expected_frames(cli_json(document, "--device", panel["device"])),
                  api_frames(panel))
        if document == storyboard:
            good = [api_frames(p) for p in panels]
            text = open(storyboard).read()
            with open(storyboard, "w") as f:
                f.write(text.replace("</subviews>", "</subview>"))
            error = wait_until(lambda: json.loads(get(port, "/api/layout")[1])["error"], timeout=5)
            check("a broken storyboard's error names its XML line", True, error is not None and "line" in error)
            check("and the last good layout is still served", good,
                  [api_frames(p) for p in json.loads(get(port, "/api/layout")[1])["panels"]])
            with open(storyboard, "w") as f:
                f.write(text)
        process.send_signal(signal.SIGINT)
        process.wait(timeout=10)


# --- the page, in Chromium ----------------------------------------------------------------

def start_browser():
    options = webdriver.ChromeOptions()
    for argument in ("--headless=new", "--no-sandbox", "--disable-dev-shm-usage", "--disable-gpu",
                     "--window-size=1900,1250", "--force-device-scale-factor=1"):
        options.add_argument(argument)
    options.binary_location = shutil.which("chromium") or "/usr/bin/chromium"
    service = Service(shutil.which("chromedriver") or "/usr/bin/chromedriver")
    return webdriver.Chrome(service=service, options=options)


def page_frames(browser, device):
    """{id: (x, y, width, height)} as the page's panel for `device` carries them."""
    script = """
        const panel = document.querySelector('[data-device="' + arguments[0] + '"]');
        if (!panel) return null;
        return Array.from(panel.querySelectorAll('[data-view-id]')).map(e => [e.dataset.viewId, e.dataset.frame]);
    """
    pairs = browser.execute_script(script, device)
    if pairs is None:
        return None
    return {view_id: tuple(float(n) for n in frame.split(" ")) for view_id, frame in pairs}


def compare_panel(browser, device, layout, label):
    expected = expected_frames(layout)
    drawn = page_frames(browser, device) or {}
    installed = {k: v for k, v in expected.items() if v is not None}
    check(f"{label}: {device} draws every installed view with its frame", installed, drawn)
    return drawn == installed


def drawn_generation(browser):
    return browser.execute_script("return Number(document.body.dataset.drawnGeneration || -1)")


def draw_count(browser):
    return browser.execute_script("return Number(document.body.dataset.draws || 0)")


def set_control(browser, element_id, value, event="change"):
    """Moves one switch as a person would (its value, then its event); returns the number of
    redraws before, for `settle`."""
    before = draw_count(browser)
    browser.execute_script("""
        const e = document.getElementById(arguments[0]); e.value = arguments[1];
        e.dispatchEvent(new Event(arguments[2]));""", element_id, value, event)
    return before


def settle(browser, draws_before=None):
    """Waits until the page has redrawn since `draws_before` (when given) and no request is
    in flight."""
    wait_until(lambda: (draws_before is None or draw_count(browser) > draws_before)
               and browser.execute_script("return document.body.dataset.busy") == "0", timeout=15)


def test_page(document, parts):
    process, address = start_server(document)
    browser = start_browser()
    try:
        browser.get(address)
        browser.execute_script("window.__marker = 'kept'")
        check("the page draws", True, wait_until(lambda: drawn_generation(browser) >= 1) is not None)
        check("the page names the document", "card.json", browser.find_element(By.ID, "document").text)
        devices = browser.execute_script(
            "return Array.from(document.querySelectorAll('#panels [data-device]')).map(e => e.dataset.device)")
        check("one panel per device", DEVICES, devices)
        for device in DEVICES:
            compare_panel(browser, device, cli_json(document, "--device", device), "as opened")
        check("the side image is installed only for regular width",
              [False, False, False, True], [("side" in (page_frames(browser, d) or {})) for d in DEVICES])

        # The switches, each against the same layout run by the CLI.
        switches = [
            ("category", "11", "input", ["--category", "accessibilityExtraExtraExtraLarge"]),
            ("direction", "rtl", "change", ["--rtl"]),
            ("hclass", "regular", "change", ["--classes", "regular,regular"]),
            ("scale", "3", "change", ["--scale", "3"]),
        ]
        arguments = []
        for element_id, value, event, extra in switches:
            settle(browser, set_control(browser, element_id, value, event))
            arguments += extra
            if element_id == "hclass":
                settle(browser, set_control(browser, "vclass", "regular"))
            for device in DEVICES:
                compare_panel(browser, device, cli_json(document, "--device", device, *arguments), f"after {element_id}={value}")
        check("the slider names the category", "accessibilityExtraExtraExtraLarge",
              browser.find_element(By.ID, "category-name").text)
        settle(browser, set_control(browser, "scene", "done"))
        for device in DEVICES:
            compare_panel(browser, device, cli_json(document, "--device", device, "--scene", "done", *arguments),
                          "the second scene")
        settle(browser, set_control(browser, "scene", "card"))
        os.makedirs(SHOTS, exist_ok=True)
        browser.save_screenshot(os.path.join(SHOTS, "switches.png"))
        for element_id, value in (("category", "3"), ("direction", "ltr"), ("hclass", "device"),
                                  ("vclass", "device"), ("scale", "0")):
            set_control(browser, element_id, value, "input" if element_id == "category" else "change")
        settle(browser, set_control(browser, "orientation", "landscape"))
        landscape = browser.execute_script(
            "return Array.from(document.querySelectorAll('#panels [data-device]')).map(e => e.dataset.device)")
        # The landscape devices stay; a split iPad's narrow side is not turned.
        check("landscape turns each portrait device", ["iphone-16-pro-landscape", "iphone-16-pro-landscape",
                                                        "ipad-split", "ipad-pro-13"], landscape)
        compare_panel(browser, "iphone-16-pro-landscape", cli_json(document, "--device", "iphone-16-pro-landscape"),
                      "landscape")
        settle(browser, set_control(browser, "orientation", "device"))
        compare_panel(browser, "iphone-16-pro", cli_json(document, "--device", "iphone-16-pro"), "back to the devices")

        # Clicking a view: its facts and what explain --view says.
        browser.find_element(By.CSS_SELECTOR, '[data-device="iphone-16-pro"] [data-view-id="go"]').click()
        explained = subprocess.run([CLI, "explain", document, "--device", "iphone-16-pro", "--view", "go"],
                                   capture_output=True, text=True).stdout.rstrip("\n")
        shown = wait_until(lambda: browser.find_element(By.ID, "explain").text or None)
        check("clicking a view shows what explain --view says", explained, (shown or "").rstrip("\n"))
        facts = browser.find_element(By.ID, "inspector-facts").text.split("\n")
        frame = cli_json(document, "--device", "iphone-16-pro")["views"]
        go = next(v for v in frame if v["id"] == "go")["frame"]
        check("the inspector shows frame, kind, installed and hidden",
              ["panel", "iphone-16-pro", "frame", " ".join(str(go[k]) for k in ("x", "y", "width", "height")),
               "kind", "button", "installed", "yes", "hidden", "no"], facts)

        # The freeform panel: drag its corner, the panel follows, laid out at each step.
        section = browser.find_element(By.ID, "freeform-panel")
        width_before = float(section.get_attribute("data-width"))
        height_before = float(section.get_attribute("data-height"))
        zoom = float(browser.execute_script("return document.body.dataset.zoom"))
        handle = browser.find_element(By.ID, "freeform-handle")
        ActionChains(browser).click_and_hold(handle).move_by_offset(40, 10).move_by_offset(60, 20) \
            .release().perform()
        expected_width = round(width_before + 100 / zoom)
        expected_height = round(height_before + 30 / zoom)
        moved = wait_until(lambda: float(section.get_attribute("data-width")) != width_before)
        settle(browser)
        width = float(section.get_attribute("data-width"))
        height = float(section.get_attribute("data-height"))
        check("dragging the corner resizes the freeform panel by the distance dragged",
              (True, expected_width, expected_height), (moved is not None, width, height))
        compare_panel(browser, "freeform", cli_json(document, "--size", f"{width:g}x{height:g}"), "freeform after the drag")
        time_text = browser.find_element(By.ID, "freeform-time").text
        check("the freeform panel shows the layout time", True, time_text.endswith("µs") and float(time_text.split()[0]) >= 0)
        browser.save_screenshot(os.path.join(SHOTS, "page.png"))

        # Live reload: save the document, then the document it references.
        original = open(document).read()
        changed = original.replace('"Trellis preview"', '"Saved again"').replace("title.top == root.safeArea.top + 16",
                                                                              "title.top == root.safeArea.top + 40")
        before = {d: page_frames(browser, d)["title"] for d in DEVICES}
        started = time.monotonic()
        with open(document, "w") as f:
            f.write(changed)
        followed = wait_until(lambda: all((page_frames(browser, d) or {}).get("title", before[d])[1] != before[d][1]
                                          for d in DEVICES), timeout=5, step=0.01)
        latency = time.monotonic() - started
        print(f"page followed the save in {latency * 1000:.0f} ms")
        check("a saved document redraws the page within a second", (True, True), (followed is not None, latency < 1.0))
        settle(browser)
        for device in DEVICES:
            compare_panel(browser, device, cli_json(document, "--device", device), "after the save")
        check("the new text is drawn", True, "Saved again" in browser.find_element(By.ID, "panels").text)
        original_parts = open(parts).read()
        started = time.monotonic()
        with open(parts, "w") as f:
            f.write(original_parts.replace("panel.width == 160", "panel.width == 200"))
        followed = wait_until(lambda: all((page_frames(browser, d) or {}).get("badge", (0, 0, 0))[2] == 200
                                          for d in DEVICES), timeout=5, step=0.01)
        latency = time.monotonic() - started
        print(f"page followed the referenced document's save in {latency * 1000:.0f} ms")
        check("a saved referenced document redraws the page within a second", (True, True),
              (followed is not None, latency < 1.0))
        settle(browser)
        for device in DEVICES:
            compare_panel(browser, device, cli_json(document, "--device", device), "after the reference's save")
        check("the page was not reloaded", "kept", browser.execute_script("return window.__marker"))

        # A broken document: the error on the page, the last good layout kept.
        good = {d: page_frames(browser, d) for d in DEVICES}
        with open(document, "w") as f:
            f.write(changed.replace('"kind": "button"', '"kind": "slab"'))
        # The save truncates the file before writing it: a page that reloads in between shows
        # a syntax error first (seen once under load), so wait for the schema error itself.
        def schema_error():
            shown = browser.find_element(By.ID, "error")
            return shown.text if shown.is_displayed() and "slab" in shown.text else None
        error = wait_until(schema_error)
        check("a schema error is shown with its JSON path", True,
              error is not None and "card.json" in error and "$.scenes[0].root.subviews[3].kind" in error and "slab" in error)
        check("the last good layout stays drawn", good, {d: page_frames(browser, d) for d in DEVICES})
        browser.save_screenshot(os.path.join(SHOTS, "error.png"))
        # The page's generation before the save: read after it, a page quick to follow the
        # save has already moved on, and the wait below would time out (a flaky failure
        # under load).
        generation = browser.execute_script("return Number(document.body.dataset.generation)")
        with open(document, "w") as f:
            f.write(changed[:200])
        error = wait_until(lambda: browser.execute_script("return Number(document.body.dataset.generation)") > generation
                           and browser.find_element(By.ID, "error").text)
        check("a syntax error is shown with where it is", True, error is not None and "card.json" in error and "$" in error)
        check("the last good layout still stays drawn", good, {d: page_frames(browser, d) for d in DEVICES})
        with open(document, "w") as f:
            f.write(original)
        cleared = wait_until(lambda: not browser.find_element(By.ID, "error").is_displayed())
        check("a fixed document clears the error", True, cleared is not None)
        settle(browser)
        compare_panel(browser, "iphone-16-pro", cli_json(document, "--device", "iphone-16-pro"), "after the fix")
        check("the page was never reloaded", "kept", browser.execute_script("return window.__marker"))
        logs = [entry for entry in browser.get_log("browser") if entry.get("level") == "SEVERE"]
        check("no script errors in the browser console", [], [entry["message"] for entry in logs])
    finally:
        browser.quit()
        process.send_signal(signal.SIGINT)
        process.wait(timeout=10)
    check("the server stopped on Ctrl-C", True, process.returncode is not None)


def test_marks(folder):
    """Conflicts and ambiguous views are marked on the canvas, as `render` marks them
    (Tests/CLI/documents: conflict.json breaks badgeWidth against badgeLeft and badgeRight;
    ambiguous.json leaves floating's x and width open)."""
    for name in ("conflict.json", "ambiguous.json"):
        shutil.copy(os.path.join(ROOT, "Tests", "CLI", "documents", name), os.path.join(folder, name))
    browser = start_browser()
    try:
        for name, view, mark, note in (("conflict.json", "badge", "conflict", "broken: badgeWidth"),
                                       ("ambiguous.json", "floating", "ambiguous", "ambiguous: floating (x, width)")):
            process, address = start_server(os.path.join(folder, name), "--devices", "iphone-16-pro")
            try:
                browser.get(address)
                wait_until(lambda: drawn_generation(browser) >= 1)
                element = browser.find_element(By.CSS_SELECTOR, f'[data-device="iphone-16-pro"] [data-view-id="{view}"]')
                check(f"{name}: {view} is marked {mark}", True, mark in element.get_attribute("class").split())
                notes = browser.find_element(By.CSS_SELECTOR, '[data-device="iphone-16-pro"] .notes').text.split("\n")
                check(f"{name}: the panel lists it", True, note in notes)
                browser.save_screenshot(os.path.join(SHOTS, name.replace(".json", ".png")))
            finally:
                process.send_signal(signal.SIGINT)
                process.wait(timeout=10)
    finally:
        browser.quit()


def test_example(folder):
    """Examples/inbox.json (a table whose rows are cell scenes): every panel's views, the
    visible cells among them, as `layout --device NAME --json` prints them."""
    document = os.path.join(folder, "inbox.json")
    shutil.copy(os.path.join(ROOT, "Examples", "inbox.json"), document)
    browser = start_browser()
    process, address = start_server(document)
    try:
        browser.get(address)
        wait_until(lambda: drawn_generation(browser) >= 1)
        for device in DEVICES:
            compare_panel(browser, device, cli_json(document, "--device", device), "inbox.json")
        browser.save_screenshot(os.path.join(SHOTS, "inbox.png"))
    finally:
        browser.quit()
        process.send_signal(signal.SIGINT)
        process.wait(timeout=10)


def main():
    with tempfile.TemporaryDirectory(prefix="trellis-preview-") as folder:
        for name in ("card.json", "parts.json", "login.storyboard"):
            shutil.copy(os.path.join(HERE, "documents", name), os.path.join(folder, name))
        document = os.path.join(folder, "card.json")
        test_start_errors(folder)
        test_server(document)
        test_other_forms(folder)
        test_page(document, os.path.join(folder, "parts.json"))
        test_marks(folder)
        test_example(folder)
    print(f"{results['passed']} passed, {results['failed']} failed")
    sys.exit(1 if results["failed"] else 0)


if __name__ == "__main__":
    main()
