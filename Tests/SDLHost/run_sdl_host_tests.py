#!/usr/bin/env python3
"""The SDL host (Examples/sdl, docs/sdl-host.md) in a real window, under Xvfb.

    run_sdl_host_tests.py HOST LIBTRELLIS

Runs the host at two window sizes (960x600: regular width; 420x760: compact width) and two
content size categories (large, accessibilityLarge), plus a right-to-left, vertically
compact case and an incremental one (keys typed, then the window resized through SDL's
resize event), and checks:

* the frames the host prints (--print-frames) equal the frames libtrellis computes for the
  same document and traits in a fresh scene here, through ctypes, with a measure function
  written again here in Python over the same SDL_ttf metrics (TTF_SizeUTF8, TTF_FontHeight,
  TTF_FontLineSkip, TTF_FontAscent through ctypes): the host's measuring, traits, size
  classes and incremental relayouts must all agree with the library's for the comparison
  to pass; and the library's default measurer gives other frames (so the check can fail);
* the screenshots (--screenshot) are the window's size, show each hugging label's text
  filling its frame (the ink of "87 / 100" spans the label's frame: the frame is the
  text's real size), the leaderboard title where its frame is, and differ between the
  categories where the text grew while the margins stay the same;
* valgrind finds no error in the host's own code (one frame, --exit; SDL's and the X
  server's reports are suppressed by Examples/sdl/valgrind.supp);
* --bench-resize 500 reports the relayout time per resize (median, p99).

The X server is started here (Xvfb -displayfd) and stopped at the end; without Xvfb the
suite uses SDL's dummy video driver. Prints "N passed, M failed" last.
"""
import ctypes
import ctypes.util
import math
import os
import re
import select
import shutil
import subprocess
import sys
import tempfile
import zlib

ROOT = os.path.dirname(os.path.dirname(os.path.dirname(os.path.abspath(__file__))))
DOCUMENT = os.path.join(ROOT, "Examples", "sdl", "game_menu.json")
SUPPRESSIONS = os.path.join(ROOT, "Examples", "sdl", "valgrind.supp")
FONT = "/usr/share/fonts/truetype/dejavu/DejaVuSans.ttf"
OVERLAY_HEIGHT = 36  # the host's bottom strip, given to the scene as its safe area (host.h)
CATEGORIES = ["extraSmall", "small", "medium", "large", "extraLarge", "extraExtraLarge", "extraExtraExtraLarge",
              "accessibilityMedium", "accessibilityLarge", "accessibilityExtraLarge",
              "accessibilityExtraExtraLarge", "accessibilityExtraExtraExtraLarge"]

passed = 0
failed = 0


def check(name, condition, detail=""):
    global passed, failed
    if condition:
        passed += 1
        print(f"ok   {name}")
    else:
        failed += 1
        print(f"FAIL {name}" + (f": {detail}" if detail else ""))


# --- SDL_ttf through ctypes: the same metrics the host measures with -----------------------

class Fonts:
    def __init__(self):
        name = ctypes.util.find_library("SDL2_ttf") or "libSDL2_ttf-2.0.so.0"
        self.ttf = ctypes.CDLL(name)
        self.ttf.TTF_OpenFont.restype = ctypes.c_void_p
        self.ttf.TTF_OpenFont.argtypes = [ctypes.c_char_p, ctypes.c_int]
        self.ttf.TTF_SizeUTF8.argtypes = [ctypes.c_void_p, ctypes.c_char_p, ctypes.POINTER(ctypes.c_int),
                                          ctypes.POINTER(ctypes.c_int)]
        for f in ("TTF_FontHeight", "TTF_FontLineSkip", "TTF_FontAscent"):
            getattr(self.ttf, f).argtypes = [ctypes.c_void_p]
        if self.ttf.TTF_Init() != 0:
            raise RuntimeError("TTF_Init failed")
        self.fonts = {}

    def font(self, point_size):
        size = int(math.floor(point_size + 0.5))
        if size not in self.fonts:
            self.fonts[size] = self.ttf.TTF_OpenFont(FONT.encode(), size)
        return self.fonts[size]

    def width(self, font, text):
        if not text:
            return 0
        w, h = ctypes.c_int(), ctypes.c_int()
        self.ttf.TTF_SizeUTF8(font, text.encode(), ctypes.byref(w), ctypes.byref(h))
        return w.value

    def lines(self, font, text, max_width):
        """Greedy word wrapping: a word moves to the next line when the line would be wider
        than max_width; a word wider than a line stays alone on it."""
        if math.isinf(max_width):
            return [text]
        words = text.split(" ")
        lines, current = [], None
        for word in words:
            if current is None:
                current = word
                continue
            candidate = current + " " + word
            if self.width(font, candidate) <= max_width + 1e-6:
                current = candidate
            else:
                lines.append(current)
                current = word
        lines.append(current)
        return lines

    def measure(self, text, point_size, max_width):
        font = self.font(point_size)
        if not text:
            return (0.0, 0.0, 0.0, 0.0)
        lines = self.lines(font, text, max_width)
        skip = self.ttf.TTF_FontLineSkip(font)
        ascent = self.ttf.TTF_FontAscent(font)
        width = max(self.width(font, line) for line in lines)
        height = self.ttf.TTF_FontHeight(font) + skip * (len(lines) - 1)
        return (float(width), float(height), float(ascent), float(ascent + skip * (len(lines) - 1)))


# --- libtrellis through ctypes ------------------------------------------------------------

class Rect(ctypes.Structure):
    _fields_ = [("x", ctypes.c_double), ("y", ctypes.c_double), ("width", ctypes.c_double),
                ("height", ctypes.c_double)]


class Measurement(ctypes.Structure):
    _fields_ = [("width", ctypes.c_double), ("height", ctypes.c_double), ("first_baseline", ctypes.c_double),
                ("last_baseline", ctypes.c_double)]


MEASURE = ctypes.CFUNCTYPE(ctypes.c_int, ctypes.c_void_p, ctypes.c_char_p, ctypes.c_char_p, ctypes.c_double,
                           ctypes.c_double, ctypes.POINTER(Measurement))


class Library:
    def __init__(self, path):
        lib = self.lib = ctypes.CDLL(path)
        vp, d = ctypes.c_void_p, ctypes.c_double
        lib.trellis_last_error.restype = ctypes.c_char_p
        lib.trellis_document_load_file.argtypes = [ctypes.c_char_p, ctypes.POINTER(vp)]
        lib.trellis_scene_new.argtypes = [vp, ctypes.c_char_p, ctypes.POINTER(vp)]
        lib.trellis_scene_set_size.argtypes = [vp, d, d]
        lib.trellis_scene_set_size_classes.argtypes = [vp, ctypes.c_int, ctypes.c_int]
        lib.trellis_scene_set_layout_direction.argtypes = [vp, ctypes.c_int]
        lib.trellis_scene_set_content_size_category.argtypes = [vp, ctypes.c_char_p]
        lib.trellis_scene_set_safe_area_insets.argtypes = [vp, d, d, d, d]
        lib.trellis_scene_set_constant.argtypes = [vp, ctypes.c_char_p, d]
        lib.trellis_scene_set_measure.argtypes = [vp, MEASURE, vp]
        lib.trellis_scene_layout.argtypes = [vp]
        lib.trellis_scene_view_count.argtypes = [vp]
        lib.trellis_scene_view_count.restype = ctypes.c_size_t
        lib.trellis_scene_view_id.argtypes = [vp, ctypes.c_size_t]
        lib.trellis_scene_view_id.restype = ctypes.c_char_p
        lib.trellis_scene_is_installed.argtypes = [vp, ctypes.c_char_p]
        lib.trellis_scene_frames.argtypes = [vp, ctypes.POINTER(Rect), ctypes.c_size_t]
        lib.trellis_scene_free.argtypes = [vp]
        lib.trellis_document_free.argtypes = [vp]
        self.document = vp()
        if lib.trellis_document_load_file(DOCUMENT.encode(), ctypes.byref(self.document)) != 0:
            raise RuntimeError(lib.trellis_last_error().decode())

    def frames(self, header, fonts):
        """{id: (x, y, w, h) or None} for the traits of a host's --print-frames header, laid
        out in a fresh scene; measured by `fonts` (None: the library's default measurer)."""
        lib = self.lib
        scene = ctypes.c_void_p()
        lib.trellis_scene_new(self.document, None, ctypes.byref(scene))
        try:
            lib.trellis_scene_set_size(scene, header["width"], header["height"])
            lib.trellis_scene_set_safe_area_insets(scene, 0, 0, OVERLAY_HEIGHT, 0)
            classes = {"compact": 1, "regular": 2}
            lib.trellis_scene_set_size_classes(scene, classes[header["wclass"]], classes[header["hclass"]])
            lib.trellis_scene_set_layout_direction(scene, 1 if header["direction"] == "rtl" else 0)
            lib.trellis_scene_set_content_size_category(scene, header["category"].encode())
            if header["scroll"]:
                lib.trellis_scene_set_constant(scene, b"scores.scroll", -header["scroll"])
            callback = None
            if fonts is not None:
                def measure(user, view_id, text, point_size, max_width, out):
                    if text is None:
                        return 1
                    out[0] = Measurement(*fonts.measure(text.decode(), point_size, max_width))
                    return 0
                callback = MEASURE(measure)
                lib.trellis_scene_set_measure(scene, callback, None)
            lib.trellis_scene_layout(scene)
            count = lib.trellis_scene_view_count(scene)
            rects = (Rect * count)()
            lib.trellis_scene_frames(scene, rects, count)
            result = {}
            for i in range(count):
                view_id = lib.trellis_scene_view_id(scene, i)
                installed = lib.trellis_scene_is_installed(scene, view_id) == 1
                r = rects[i]
                result[view_id.decode()] = (r.x, r.y, r.width, r.height) if installed else None
            return result
        finally:
            lib.trellis_scene_free(scene)


# --- the host -----------------------------------------------------------------------------

HEADER = re.compile(r"^# size (\d+)x(\d+) classes (\w+) (\w+) direction (\w+) category (\w+) scroll ([\d.]+)$")


def parse_frames(text):
    lines = text.splitlines()
    match = HEADER.match(lines[0]) if lines else None
    if match is None:
        return None, {}
    header = {"width": int(match.group(1)), "height": int(match.group(2)), "wclass": match.group(3),
              "hclass": match.group(4), "direction": match.group(5), "category": match.group(6),
              "scroll": float(match.group(7))}
    frames = {}
    for line in lines[1:]:
        parts = line.split()
        frames[parts[0]] = None if parts[1] == "-" else tuple(float(p) for p in parts[1:5])
    return header, frames


def differences(host, library, tolerance=1e-3):
    """Views whose frame differs, as 'id: host vs library'."""
    out = []
    for view_id in sorted(set(host) | set(library)):
        a, b = host.get(view_id, "missing"), library.get(view_id, "missing")
        same = (a is None and b is None) or (isinstance(a, tuple) and isinstance(b, tuple)
                                             and all(abs(x - y) <= tolerance for x, y in zip(a, b)))
        if not same:
            out.append(f"{view_id}: {a} vs {b}")
    return out


def read_png(path):
    """(width, height, rows of RGB bytes) of an 8-bit RGB PNG with filter 0 rows (as the
    host writes)."""
    with open(path, "rb") as f:
        data = f.read()
    if data[:8] != b"\x89PNG\r\n\x1a\n":
        raise ValueError("not a PNG")
    at, idat, width, height = 8, b"", 0, 0
    while at < len(data):
        length = int.from_bytes(data[at:at + 4], "big")
        kind = data[at + 4:at + 8]
        body = data[at + 8:at + 8 + length]
        if zlib.crc32(kind + body) != int.from_bytes(data[at + 8 + length:at + 12 + length], "big"):
            raise ValueError(f"bad CRC in {kind!r}")
        if kind == b"IHDR":
            width, height = int.from_bytes(body[0:4], "big"), int.from_bytes(body[4:8], "big")
            if body[8:10] != b"\x08\x02":
                raise ValueError("not 8-bit RGB")
        elif kind == b"IDAT":
            idat += body
        at += 12 + length
    raw = zlib.decompress(idat)
    stride = width * 3 + 1
    rows = []
    for y in range(height):
        row = raw[y * stride:(y + 1) * stride]
        if row[0] != 0:
            raise ValueError("filtered row")
        rows.append(row[1:])
    return width, height, rows


def pixel(image, x, y):
    row = image[2][y]
    return tuple(row[x * 3:x * 3 + 3])


def ink_extent(image, frame, ink):
    """(left, top, right, bottom) of the pixels inside `frame` for which ink(rgb) holds."""
    x0, y0 = int(math.floor(frame[0])), int(math.floor(frame[1]))
    x1, y1 = int(math.ceil(frame[0] + frame[2])), int(math.ceil(frame[1] + frame[3]))
    xs, ys = [], []
    for y in range(max(y0, 0), min(y1, image[1])):
        for x in range(max(x0, 0), min(x1, image[0])):
            if ink(pixel(image, x, y)):
                xs.append(x)
                ys.append(y)
    return (min(xs), min(ys), max(xs), max(ys)) if xs else None


def bright(rgb):   # the host's plain text colour (232, 236, 245), antialiased edges included
    return min(rgb) > 120


def gold(rgb):     # the host's heading colour (242, 193, 78)
    return rgb[0] > 150 and rgb[1] > 110 and rgb[2] < 120


def start_display():
    """(environment, process) for the host's window: a new Xvfb, or SDL's dummy driver."""
    env = dict(os.environ)
    xvfb = shutil.which("Xvfb")
    if xvfb is None:
        print("Xvfb not installed: using SDL's dummy video driver")
        env["SDL_VIDEODRIVER"] = "dummy"
        return env, None
    read_end, write_end = os.pipe()
    process = subprocess.Popen([xvfb, "-displayfd", str(write_end), "-screen", "0", "1600x1200x24", "-nolisten", "tcp"],
                               pass_fds=(write_end,), stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL)
    os.close(write_end)
    number = b""
    while not number.endswith(b"\n"):
        ready, _, _ = select.select([read_end], [], [], 10)
        chunk = os.read(read_end, 16) if ready else b""
        if not chunk:
            process.kill()
            raise RuntimeError("Xvfb did not report a display number within 10 s")
        number += chunk
    os.close(read_end)
    env["DISPLAY"] = ":" + number.decode().strip()
    env["SDL_VIDEODRIVER"] = "x11"
    return env, process


def run_host(host, env, *args, timeout=60):
    return subprocess.run([host, *args], env=env, capture_output=True, text=True, timeout=timeout)


def main(argv):
    if len(argv) != 3:
        print(__doc__, file=sys.stderr)
        return 2
    host, library_path = os.path.abspath(argv[1]), os.path.abspath(argv[2])
    library = Library(library_path)
    fonts = Fonts()
    env, xvfb = start_display()
    work = tempfile.mkdtemp(prefix="trellis-sdl.")
    try:
        # name: (arguments, expected header fields)
        cases = {
            "960x600 large": (["--size", "960x600"], ("regular", "regular", "ltr", "large")),
            "420x760 large": (["--size", "420x760"], ("compact", "regular", "ltr", "large")),
            "960x600 accessibilityLarge": (["--size", "960x600", "--category", "accessibilityLarge"],
                                           ("regular", "regular", "ltr", "accessibilityLarge")),
            "420x760 accessibilityLarge": (["--size", "420x760", "--category", "accessibilityLarge"],
                                           ("compact", "regular", "ltr", "accessibilityLarge")),
            "700x380 extraSmall rtl": (["--size", "700x380", "--category", "extraSmall", "--rtl"],
                                       ("regular", "compact", "rtl", "extraSmall")),
            # Incremental: three keys (two categories up, right-to-left), a scroll, then the
            # window resized through SDL's event, across the width threshold.
            "420x760 keys, resized to 960x600": (["--size", "420x760", "--keys", "ccdv", "--resize-to", "960x600"],
                                                 ("regular", "regular", "rtl", "extraExtraLarge")),
        }
        results = {}
        for name, (args, expected) in cases.items():
            png = os.path.join(work, re.sub(r"\W+", "-", name) + ".png")
            done = run_host(host, env, *args, "--screenshot", png, "--exit", "--print-frames")
            check(f"{name}: host exits 0", done.returncode == 0, done.stderr.strip())
            header, frames = parse_frames(done.stdout)
            if header is None:
                check(f"{name}: frames printed", False, done.stdout[:200])
                continue
            check(f"{name}: traits", (header["wclass"], header["hclass"], header["direction"], header["category"])
                  == expected, str(header))
            want = library.frames(header, fonts)
            diff = differences(frames, want)
            check(f"{name}: frames equal libtrellis's with the same font metrics ({len(want)} views)", not diff,
                  "; ".join(diff[:5]))
            image = read_png(png) if os.path.exists(png) else None
            check(f"{name}: screenshot is {header['width']}x{header['height']}",
                  image is not None and image[:2] == (header["width"], header["height"]))
            results[name] = (header, frames, image)

        # The comparison can fail: the default measurer (0.6 p a character) gives other frames.
        header, frames, _ = results["960x600 large"]
        default = library.frames(header, None)
        check("frames differ from the default measurer's (the comparison can fail)",
              len(differences(frames, default)) > 10, "only %d views differ" % len(differences(frames, default)))
        scrolled = results["420x760 keys, resized to 960x600"][1]
        check("the scroll moved the leaderboard's rows 40 points above the list's top",
              scrolled["scores.rows"][1] == scrolled["scores.list"][1] - 40, str(scrolled["scores.rows"]))

        # Label frames are the text's real size: the ink of a hugging label spans its frame.
        for name in ("960x600 large", "960x600 accessibilityLarge", "420x760 large"):
            header, frames, image = results[name]
            for label in ("health", "coins"):
                f = frames[label]
                ink = ink_extent(image, f, bright)
                # A glyph's side bearing (its ink starts a little inside its advance) is at
                # most 15% of the line height in DejaVu Sans' digits.
                bearing = 0.15 * f[3]
                fits = ink is not None and ink[0] - f[0] <= bearing and (f[0] + f[2]) - (ink[2] + 1) <= bearing \
                    and ink[1] >= f[1] and ink[3] < f[1] + f[3]
                check(f"{name}: the text of {label} fills its frame {f}", fits, f"ink {ink}")
            f = frames["boardTitle"]
            ink = ink_extent(image, f, gold)
            check(f"{name}: 'Leaderboard' is drawn in its frame", ink is not None and ink[0] - f[0] <= 0.15 * f[3],
                  f"ink {ink}")

        # Between the two categories at one size: the text grew, the margins did not move.
        for size in ("960x600", "420x760"):
            small, large = results[f"{size} large"], results[f"{size} accessibilityLarge"]
            check(f"{size}: health is taller at accessibilityLarge",
                  large[1]["health"][3] > small[1]["health"][3] * 1.5,
                  f"{small[1]['health']} vs {large[1]['health']}")
            f = large[1]["health"]
            region = [(x, y) for y in range(int(f[1]), int(f[1] + f[3])) for x in range(int(f[0]), int(f[0] + f[2]))]
            changed = sum(1 for x, y in region if pixel(small[2], x, y) != pixel(large[2], x, y))
            check(f"{size}: the screenshots differ inside the bigger health label", changed > len(region) // 10,
                  f"{changed} of {len(region)} pixels")
            margin = [(x, y) for y in range(0, small[2][1] - OVERLAY_HEIGHT) for x in range(0, 16)]
            same = all(pixel(small[2], x, y) == pixel(large[2], x, y) for x, y in margin)
            check(f"{size}: the screenshots are the same in the left margin", same)
        a, b = results["960x600 large"], results["420x760 large"]
        check("the wide window puts the leaderboard beside the menu, the narrow one below it",
              a[1]["board"][0] > a[1]["menu"][0] + a[1]["menu"][2] and b[1]["board"][1] > b[1]["quit"][1])
        rtl = results["700x380 extraSmall rtl"][1]
        check("vertically compact: the tip is uninstalled, the chapter hidden (zero height)",
              rtl["tip"] is None and rtl["chapter"][3] == 0)
        check("right to left: the pause button is at the left", rtl["pause"][0] < rtl["heart"][0])

        # valgrind: no error in the host's own code.
        if shutil.which("valgrind"):
            log = os.path.join(work, "valgrind.log")
            # The software renderer: no OpenGL driver under valgrind (valgrind.supp).
            done = subprocess.run(["valgrind", "--error-exitcode=99", "--leak-check=full", "--keep-debuginfo=yes",
                                   "--errors-for-leak-kinds=definite", "--show-leak-kinds=definite",
                                   f"--suppressions={SUPPRESSIONS}", f"--log-file={log}", host,
                                   "--size", "640x480", "--exit"], env=dict(env, SDL_RENDER_DRIVER="software"),
                                  capture_output=True, text=True,
                                  timeout=600)
            with open(log) as f:
                report = f.read()
            # (SDL may start a helper process; every process valgrind followed must be clean.)
            summaries = re.findall(r"ERROR SUMMARY: (\d+) errors", report)
            check("valgrind: no errors (one frame, --exit)", done.returncode == 0 and summaries
                  and all(n == "0" for n in summaries), report[-3000:])
        else:
            print("valgrind not installed: the host not checked for memory errors")

        done = run_host(host, env, "--size", "960x600", "--bench-resize", "500", timeout=300)
        print(done.stdout, end="")
        check("--bench-resize 500 reports median and p99 for both sweeps",
              done.returncode == 0 and len(re.findall(r"median [\d.]+ us, p99 [\d.]+ us", done.stdout)) == 2)
    finally:
        shutil.rmtree(work, ignore_errors=True)
        if xvfb is not None:
            xvfb.terminate()
            xvfb.wait(timeout=10)
    print(f"{passed} passed, {failed} failed")
    return 1 if failed else 0


if __name__ == "__main__":
    sys.exit(main(sys.argv))
