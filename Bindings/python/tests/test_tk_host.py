"""The Tk host (examples/tk_host.py): real Tk widgets placed by Trellis, under Xvfb.

The test starts its own X server (Xvfb, which `make test` installs when missing), opens
the bundled account form (examples/tk_host.json) in a Tk window, resizes the window across
the compact/regular threshold, and checks Tk's own geometry of every widget against the
scene's frames, labels against Tk's font metrics, and the pixels of a screenshot. The
screenshots are kept in $TRELLIS_SCREENSHOT_DIR (`make test`: .build/screenshots/).

Expected frames below follow from the document: root margins 24 (regular) / 16 (compact),
a 200-point sidebar, content 24 points beside it, a 64-point label column and 12-point
spacing in regular rows, 4-point spacing and full-width fields in compact rows, buttons
8 apart and of equal width in compact (fillEqually).
"""

import os
import select
import shutil
import subprocess
import sys

import pytest

HERE = os.path.dirname(os.path.abspath(__file__))
EXAMPLES = os.path.join(HERE, "..", "examples")

tk = pytest.importorskip(
    "tkinter", reason="this Python has no tkinter (build it with Tk, or use a Python that has "
                      "it, e.g. the system python3 with apt-get install python3-tk)")


def _start_xvfb():
    """(process, display) of a new Xvfb on a free display number, or None without Xvfb."""
    xvfb = shutil.which("Xvfb")
    if xvfb is None:
        return None
    read_end, write_end = os.pipe()
    process = subprocess.Popen(
        [xvfb, "-displayfd", str(write_end), "-screen", "0", "1280x1024x24", "-nolisten", "tcp"],
        pass_fds=(write_end,), stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL)
    os.close(write_end)
    number = b""
    while not number.endswith(b"\n"):
        ready, _, _ = select.select([read_end], [], [], 10)
        chunk = os.read(read_end, 16) if ready else b""
        if not chunk:
            process.kill()
            os.close(read_end)
            pytest.fail("Xvfb did not report a display number within 10 s")
        number += chunk
    os.close(read_end)
    return process, ":" + number.decode().strip()


@pytest.fixture(scope="module")
def display():
    started = _start_xvfb()
    if started is None:
        if not os.environ.get("DISPLAY"):
            pytest.skip("no display server: Xvfb is not installed (apt-get install xvfb; "
                        "`make test` does this) and DISPLAY is not set")
        yield os.environ["DISPLAY"]
        return
    process, name = started
    previous = os.environ.get("DISPLAY")
    os.environ["DISPLAY"] = name
    try:
        yield name
    finally:
        if previous is None:
            os.environ.pop("DISPLAY", None)
        else:
            os.environ["DISPLAY"] = previous
        process.terminate()
        process.wait(timeout=10)


@pytest.fixture(scope="module")
def host(display):
    sys.path.insert(0, EXAMPLES)
    try:
        import tk_host
    finally:
        sys.path.remove(EXAMPLES)
    root = tk.Tk()
    root.geometry("900x560+0+0")
    window = tk_host.TkHost(root)
    root.update()
    yield window
    root.destroy()


def resize(host, width, height):
    host.root.geometry("%dx%d" % (width, height))
    host.root.update()


def tk_geometry(host, view_id):
    widget = host.widgets[view_id]
    return (widget.winfo_x(), widget.winfo_y(), widget.winfo_width(), widget.winfo_height())


def screenshot(host, name):
    """Saves the window's pixels as <name>.png and returns the image."""
    image_grab = pytest.importorskip("PIL.ImageGrab", reason="Pillow is needed for screenshots")
    host.root.update()
    image = image_grab.grab(bbox=(0, 0, host.root.winfo_width(), host.root.winfo_height()),
                            xdisplay=os.environ["DISPLAY"])
    directory = os.environ.get("TRELLIS_SCREENSHOT_DIR")
    if directory:
        os.makedirs(directory, exist_ok=True)
        image.save(os.path.join(directory, name + ".png"))
    return image


def test_regular_width_places_every_widget_at_its_trellis_frame(host):
    resize(host, 900, 560)
    assert host.scene.size == (900, 560)
    assert host.scene.size_classes == ("regular", "regular")   # 900 >= 600
    assert host.geometry_mismatches() == []
    assert host.widgets["sidebar"].winfo_ismapped()
    assert tk_geometry(host, "sidebar") == (0, 0, 200, 560)
    # content: 24 beside the sidebar, to the 24-point right margin: 900 - 224 - 24 wide
    assert tk_geometry(host, "content")[:3] == (224, 24, 652)
    # a row: label column 64, spacing 12, the field takes the rest
    assert tk_geometry(host, "nameLabel")[::2] == (0, 64)
    assert tk_geometry(host, "nameField")[::2] == (76, 576)
    # buttons hug their Tk size at the trailing edge, 8 apart
    cancel, save = tk_geometry(host, "cancelButton"), tk_geometry(host, "saveButton")
    assert cancel[2:] == (host.widgets["cancelButton"].winfo_reqwidth(),
                          host.widgets["cancelButton"].winfo_reqheight())
    assert save[0] == cancel[0] + cancel[2] + 8
    buttons = tk_geometry(host, "buttons")
    assert buttons[0] + buttons[2] == 652
    image = screenshot(host, "tk-host-regular")
    assert image.getpixel((100, 400))[:3] == (0xee, 0xf1, 0xf6)   # the sidebar's colour
    assert image.getpixel((600, 450))[:3] == (0xff, 0xff, 0xff)


def test_labels_are_sized_by_tk_font_metrics(host):
    resize(host, 900, 560)
    measurer = host.measurer
    for view_id in ("title", "sidebarTitle"):   # single-line labels that hug their text
        label = host.widgets[view_id]
        font = measurer.font(measurer.point_sizes[view_id])
        frame = host.scene.frame(view_id)
        assert (frame.width, frame.height) == (font.measure(label.cget("text")),
                                               font.metrics("linespace"))
        assert (label.winfo_reqwidth(), label.winfo_reqheight()) == (frame.width, frame.height)
    # Dynamic Type at the default category: title1 28, title2 22, body 17, footnote 13 pt
    assert [measurer.point_sizes[v] for v in ("title", "sidebarTitle", "nameLabel", "note")] \
        == [28, 22, 17, 13]
    # The wrapping note: Tk wraps it at its frame's width into the lines Trellis measured.
    note = host.widgets["note"]
    frame = host.scene.frame("note")
    linespace = measurer.font(13).metrics("linespace")
    assert note.cget("wraplength") == frame.width
    assert note.winfo_reqheight() == frame.height
    assert frame.height >= 2 * linespace and frame.height % linespace == 0


def test_narrow_window_switches_to_the_compact_width_class(host):
    resize(host, 480, 700)
    assert host.scene.size_classes == ("compact", "regular")   # 480 < 600, split view
    assert host.geometry_mismatches() == []
    assert not host.scene.is_installed("sidebar")
    assert not host.widgets["sidebar"].winfo_ismapped()
    assert tk_geometry(host, "content")[:3] == (16, 16, 448)   # 16-point margins
    label, field = tk_geometry(host, "nameLabel"), tk_geometry(host, "nameField")
    assert (label[0], label[2]) == (0, 448)                     # label above ...
    assert (field[0], field[2]) == (0, 448)
    assert field[1] == label[1] + label[3] + 4                  # ... the field, 4 below
    cancel, save = tk_geometry(host, "cancelButton"), tk_geometry(host, "saveButton")
    assert cancel[2] == save[2] == (448 - 8) // 2               # fillEqually
    assert host.scene.frame("note").height > 3 * host.measurer.font(13).metrics("linespace")
    image = screenshot(host, "tk-host-compact")
    assert image.size == (480, 700)
    assert image.getpixel((8, 400))[:3] == (0xff, 0xff, 0xff)   # no sidebar any more


def test_widening_again_restores_the_regular_layout(host):
    resize(host, 480, 700)
    relayouts = host.relayouts
    resize(host, 1000, 620)
    assert host.relayouts == relayouts + 1
    assert host.scene.size_classes == ("regular", "regular")
    assert host.geometry_mismatches() == []
    assert host.widgets["sidebar"].winfo_ismapped()
    assert tk_geometry(host, "sidebar") == (0, 0, 200, 620)
    assert tk_geometry(host, "nameField")[::2] == (76, 1000 - 224 - 24 - 76)
    # the same size again is no relayout
    resize(host, 1000, 620)
    assert host.relayouts == relayouts + 1
