#!/usr/bin/env python3
"""tk_host.py — real Tk widgets placed by Trellis from a layout document.

    python tk_host.py [DOCUMENT.json] [--scene ID]

Every view of the scene becomes a Tk widget inside the widget of its superview: a label a
``tk.Label``, a button a ``tk.Button``, a view whose id ends in "Field" a ``tk.Entry``, any
other view (stacks included) a ``tk.Frame``. Trellis computes the frames; the host only
``place()``s widgets where it is told. What the host feeds back, as a UIKit app would:

* the window's size, on every resize (``<Configure>``), as the scene's size;
* the width size class: compact below COMPACT_BELOW points, regular from there, as an iPad
  app in split view (the vertical class stays regular, as on every iPad);
* label sizes, measured with Tk's own font metrics through the measure callback (width =
  ``Font.measure``, height = lines x ``linespace``, baseline = ``ascent``; wrapping labels
  break between words at the width Trellis offers, as Tk's ``wraplength`` does);
* the natural size of buttons and entries (Tk's requested size) as intrinsic sizes.

One point is one pixel: the scene rounds every edge to whole pixels (display scale 1), so
the frames are exactly the geometry Tk gives the widgets. After a relayout only the views
whose frames changed (and the children of those) are placed again.

The host reads the document's view tree itself (kinds, texts, parents) to make the
widgets; container views and dock views are not handled.

The bundled document (tk_host.json) is an account form with a sidebar in the regular width
class; narrow the window below 600 points and the sidebar goes away and each form row puts
its label above its field.
"""

import argparse
import json
import os
import sys
import tkinter as tk
import tkinter.font as tkfont

try:
    import trellis
except ImportError:  # run from a source checkout without installing the package
    sys.path.insert(0, os.path.join(os.path.dirname(os.path.abspath(__file__)), ".."))
    import trellis

DOCUMENT = os.path.join(os.path.dirname(os.path.abspath(__file__)), "tk_host.json")

# Apple's iPad split view: a half-screen app 507 points wide is compact, a 678- or 694-point
# one is regular ("Adopting Multitasking Enhancements on iPad", Figure 2-1, Apple
# documentation archive). Any threshold between the two gives Apple's classes there.
COMPACT_BELOW = 600

# What the widgets look like is the host's business, not the document's.
BACKGROUNDS = {"root": "#ffffff", "sidebar": "#eef1f6", "sidebarList": "#eef1f6"}
TEXT_COLOURS = {"sidebarTitle": "#1d2330", "title": "#1d2330", "note": "#5b6270",
                "accountItem": "#0a5bd8"}
FONT_FAMILIES = ("DejaVu Sans", "Helvetica", "Arial")


class TkMeasurer:
    """Measures label texts with Tk fonts: the scene's measure callback."""

    def __init__(self, root):
        self.root = root
        available = set(tkfont.families(root))
        self.family = next((f for f in FONT_FAMILIES if f in available),
                           tkfont.nametofont("TkDefaultFont").actual("family"))
        self.fonts = {}
        self.point_sizes = {}  # view id -> the point size Trellis asked for, for drawing

    def font(self, point_size):
        """The Tk font of a point size (negative Tk sizes are pixels: 1 point = 1 pixel)."""
        pixels = max(1, int(round(point_size)))
        font = self.fonts.get(pixels)
        if font is None:
            font = self.fonts[pixels] = tkfont.Font(self.root, family=self.family, size=-pixels)
        return font

    def lines(self, font, text, max_width):
        """The lines Tk's wraplength makes of `text` at `max_width` pixels: words move to
        the next line when they do not fit; a word longer than the line stays alone."""
        if max_width == float("inf") or font.measure(text) <= max_width:
            return [text]
        lines, line = [], ""
        for word in text.split(" "):
            candidate = word if not line else line + " " + word
            if line and font.measure(candidate) > max_width:
                lines.append(line)
                line = word
            else:
                line = candidate
        lines.append(line)
        return lines

    def measure(self, view_id, text, point_size, max_width):
        self.point_sizes[view_id] = point_size
        font = self.font(point_size)
        lines = self.lines(font, text, max_width)
        width = max(font.measure(line) for line in lines)
        linespace, ascent = font.metrics("linespace"), font.metrics("ascent")
        height = linespace * len(lines)
        return (width, height, ascent, ascent + linespace * (len(lines) - 1))


def view_tree(path, scene_id=None):
    """{view id: (kind, text, parent id, wraps)} of a scene, in document order, read from the
    document file (the host knows its document; the scene API gives frames, not kinds)."""
    with open(path, encoding="utf-8") as f:
        document = json.load(f)
    scene_id = scene_id or document.get("initialScene") or document["scenes"][0]["id"]
    scene = next(s for s in document["scenes"] if s["id"] == scene_id)
    views = {}

    def visit(view, parent):
        views[view["id"]] = (view.get("kind", "view"), view.get("text", ""), parent,
                             view.get("lines", 1) == 0)
        for child in view.get("subviews", []) + view.get("arranged", []):
            visit(child, view["id"])

    visit(scene["root"], None)
    return scene_id, views


class TkHost:
    """One window laid out by one Trellis scene."""

    def __init__(self, root, document_path=DOCUMENT, scene_id=None):
        self.root = root
        scene_id, self.views = view_tree(document_path, scene_id)
        self.document = trellis.Document.load_file(document_path)
        self.scene = trellis.Scene(self.document, scene_id)
        self.scene.display_scale = 1
        self.measurer = TkMeasurer(root)
        self.scene.set_measure(self.measurer.measure)
        self.widgets = {}
        self.intrinsic_sizes = {}  # view id -> Tk's natural (width or None, height)
        self.placed = {}      # view id -> (x, y, width, height) given to place()
        self.relayouts = 0
        self._make_widgets()
        root.bind("<Configure>", self._on_configure)

    # - widgets -

    def _make_widgets(self):
        for view_id, (kind, text, parent, wraps) in self.views.items():
            if parent is None:
                self.widgets[view_id] = self.root
                self.root.configure(background=BACKGROUNDS.get(view_id, "#ffffff"))
                continue
            master = self.widgets[parent]
            background = BACKGROUNDS.get(view_id) or master.cget("background")
            if kind == "label":
                widget = tk.Label(master, text=text, anchor="nw", justify="left", padx=0,
                                  pady=0, borderwidth=0, highlightthickness=0,
                                  background=background,
                                  foreground=TEXT_COLOURS.get(view_id, "#1d2330"))
            elif kind == "button":
                widget = tk.Button(master, text=text, highlightthickness=0)
            elif view_id.endswith("Field"):
                widget = tk.Entry(master, highlightthickness=1)
            else:
                widget = tk.Frame(master, background=background, borderwidth=0,
                                  highlightthickness=0)
            self.widgets[view_id] = widget
            if kind == "button" or view_id.endswith("Field"):
                # Tk's natural size is the intrinsic size (an entry has no natural width).
                width = widget.winfo_reqwidth() if kind == "button" else None
                self.intrinsic_sizes[view_id] = (width, widget.winfo_reqheight())

    # - layout -

    def size_classes_for(self, width):
        return ("compact" if width < COMPACT_BELOW else "regular", "regular")

    def relayout(self, width, height):
        """Lays the scene out for a window of width x height and places what changed."""
        self.scene.size = (width, height)
        classes = self.size_classes_for(width)
        if classes != self.scene.size_classes:
            self.scene.size_classes = classes
            # A trait change resolves the document's properties again, intrinsicSize
            # included, so the host's measurements go back in after it.
            for view_id, (w, h) in self.intrinsic_sizes.items():
                self.scene.set_intrinsic_size(view_id, w, h)
        self.scene.layout()
        self.relayouts += 1
        changed = set(self.scene.changed_views())
        for view_id, (kind, _, parent, wraps) in self.views.items():
            if parent is None:
                continue
            if view_id not in changed and parent not in changed and view_id in self.placed:
                continue
            self._place(view_id, kind, wraps)

    def _place(self, view_id, kind, wraps):
        widget = self.widgets[view_id]
        if not self.scene.is_installed(view_id):
            widget.place_forget()
            self.placed[view_id] = None
            return
        frame = self.scene.frame(view_id)
        geometry = tuple(int(round(v)) for v in frame)
        if kind == "label":
            size = self.measurer.point_sizes.get(view_id)
            if size is not None:
                widget.configure(font=self.measurer.font(size))
            widget.configure(wraplength=geometry[2] if wraps else 0)
        x, y, width, height = geometry
        widget.place(x=x, y=y, width=width, height=height)
        self.placed[view_id] = geometry

    def _on_configure(self, event):
        if event.widget is not self.root:
            return
        size = (event.width, event.height)
        if size != self.scene.size:
            self.relayout(*size)

    # - read-out, for tests and tools -

    def geometry_mismatches(self):
        """[(view id, Tk geometry, Trellis frame)] for every placed widget whose geometry in
        its parent differs from the scene's frame (none after a relayout)."""
        mismatches = []
        for view_id, (_, _, parent, _) in self.views.items():
            if parent is None or not self.scene.is_installed(view_id):
                continue
            widget = self.widgets[view_id]
            tk_geometry = (widget.winfo_x(), widget.winfo_y(), widget.winfo_width(),
                           widget.winfo_height())
            frame = tuple(self.scene.frame(view_id))
            if tk_geometry != frame:
                mismatches.append((view_id, tk_geometry, frame))
        return mismatches


def main(argv=None):
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("document", nargs="?", default=DOCUMENT)
    parser.add_argument("--scene", default=None)
    parser.add_argument("--size", default="900x560", help="initial window size, WxH")
    args = parser.parse_args(argv)
    root = tk.Tk()
    root.title("Trellis — %s" % os.path.basename(args.document))
    root.geometry(args.size)
    root.minsize(320, 400)
    TkHost(root, args.document, args.scene)
    root.mainloop()


if __name__ == "__main__":
    main()
