"""Live layouts of a document's scenes (``trellis_scene_*``).

    with trellis.Document.load_file("hello.json") as doc, trellis.Scene(doc) as scene:
        scene.size = (390, 844)
        scene.size_classes = ("compact", "regular")
        scene.layout()
        scene.frame("label")            # Frame(x=128.7, y=411.375, width=132.6, height=21.25)

The environment is a set of properties (``size``, ``size_classes``, ``direction``,
``content_size``, ``display_scale``, ``keyboard_height``) that read back what was set: one
name per setting. Reading frames before the first :meth:`layout` raises
:class:`~trellis.StateError` rather than answering with a layout at a size never chosen.

Changes (environment, texts, constraints, views) take effect at the next :meth:`layout`.
Failing calls raise the :class:`trellis.TrellisError` subclass of their status
(:class:`~trellis.NotFoundError` for unknown ids, :class:`~trellis.ArgumentError` for NaN
and out-of-range values, :class:`~trellis.StateError`, ...) and change nothing.
"""

from __future__ import annotations

import ctypes
import json
import math
import numbers
import weakref
from typing import Any, Callable, Dict, List, NamedTuple, Optional, Sequence, Tuple, Union

from . import _lib
from .document import Document

__all__ = ["Scene", "Frame", "Measurement", "SIZE_CLASSES", "LAYOUT_DIRECTIONS",
           "CONTENT_SIZE_CATEGORIES"]

class Frame(NamedTuple):
    """A view's frame: origin top-left, y grows down, in points."""
    x: float
    y: float
    width: float
    height: float


class FittingSize(NamedTuple):
    """The smallest size of a view's subtree (Scene.fitting_size)."""
    width: float
    height: float


class Measurement(NamedTuple):
    """What a measure callback returns for a text (see Scene.set_measure)."""
    width: float
    height: float
    first_baseline: float
    last_baseline: float


#: fn(view_id, text, point_size, max_width) -> (width, height[, first_baseline, last_baseline]) or None
MeasureFunction = Callable[[str, str, float, float], Optional[Sequence[float]]]
SizeClass = Union[str, int, None]

# trellis_size_class
SIZE_CLASSES = {None: 0, "unspecified": 0, "any": 0, "compact": 1, "regular": 2}
# trellis_layout_direction
LAYOUT_DIRECTIONS = {"ltr": 0, "leftToRight": 0, "left-to-right": 0,
                     "rtl": 1, "rightToLeft": 1, "right-to-left": 1}
CONTENT_SIZE_CATEGORIES = (
    "extraSmall", "small", "medium", "large", "extraLarge", "extraExtraLarge",
    "extraExtraExtraLarge", "accessibilityMedium", "accessibilityLarge",
    "accessibilityExtraLarge", "accessibilityExtraExtraLarge",
    "accessibilityExtraExtraExtraLarge",
)
_AXES = {0: 0, 1: 1, "horizontal": 0, "h": 0, "H": 0, "vertical": 1, "v": 1, "V": 1}
_SIZE_CLASS_NAMES = {0: "unspecified", 1: "compact", 2: "regular"}
_DIRECTION_NAMES = {0: "ltr", 1: "rtl"}


def _pair(value, what):
    try:
        first, second = value
    except (TypeError, ValueError):
        raise TypeError("%s is a pair, got %r" % (what, value)) from None
    return first, second


def _encode(text, what):
    if not isinstance(text, str):
        raise TypeError("%s is a str, got %s" % (what, type(text).__name__))
    data = text.encode("utf-8")
    if b"\0" in data:
        raise ValueError("%s cannot contain NUL characters" % what)
    return data


def _row(value, what):
    """A row index or count: an int of at least 0."""
    if isinstance(value, bool) or not isinstance(value, numbers.Integral):
        raise TypeError("%s is an int, got %s" % (what, type(value).__name__))
    if value < 0:
        raise ValueError("%s must be at least 0, got %d" % (what, value))
    return int(value)


def _number(value, what):
    if isinstance(value, bool) or not isinstance(value, numbers.Real):
        raise TypeError("%s is a number, got %s" % (what, type(value).__name__))
    return float(value)


def _enum(table, value, what):
    """A name from `table`, or an int passed through (the library checks its range)."""
    if isinstance(value, int) and not isinstance(value, bool):
        return value
    try:
        return table[value]
    except (KeyError, TypeError):
        names = sorted(k for k in table if isinstance(k, str))
        raise _lib.ArgumentError("%s must be one of %s, got %r" % (what, ", ".join(names), value))


def _measurement_from(result):
    """A callback's result as four floats, or None when it is not a usable measurement."""
    if result is None:
        return None
    if isinstance(result, _lib.Measurement):
        values = (result.width, result.height, result.first_baseline, result.last_baseline)
    else:
        values = tuple(result)
        if len(values) == 2:  # (width, height): baselines as the default measurer puts them
            width, height = values
            values = (width, height, None, None)
        elif len(values) != 4:
            return None
    width, height, first, last = values
    width, height = float(width), float(height)
    if first is None:
        first = height
    if last is None:
        last = first
    return width, height, float(first), float(last)


class Scene:
    """One live layout of a scene of a :class:`trellis.Document`.

    ``Scene(document)`` instantiates the document's initial scene; ``Scene(document, "id")``
    a named one (NotFoundError if there is none). It is laid out by
    :meth:`layout` (set the size and traits first: one solve); reading frames before that
    raises StateError. Freed by :meth:`close`, at the end of a ``with`` block, or when
    garbage-collected. A scene is used by one thread at a time."""

    def __init__(self, document: Document, scene_id: Optional[str] = None) -> None:
        if not isinstance(document, Document):
            raise TypeError("expected a trellis.Document, got %s" % type(document).__name__)
        self._pointer = None
        self._measure = None          # the CFUNCTYPE object the library calls: keep it alive
        self._measure_error = None    # the last exception raised by the Python callback
        self._document = document     # documents handed to insert_scene stay referenced too
        self._documents = [document]
        # the environment as last set (read back by the properties)
        self._size = (0.0, 0.0)
        self._size_classes = ("unspecified", "unspecified")
        self._direction = "ltr"
        self._content_size = "large"
        self._display_scale = 0.0
        self._keyboard_height = 0.0
        self._laid_out = False        # frames are read only after the host's first layout()
        out = _lib.scene_p()
        raw_id = None if scene_id is None else _encode(scene_id, "scene_id")
        _lib.check(_lib.lib().trellis_scene_new(document._handle(), raw_id, ctypes.byref(out)))
        self._pointer = out

    # - lifetime -

    def close(self) -> None:
        """Free the scene now (idempotent)."""
        pointer, self._pointer = getattr(self, "_pointer", None), None
        if pointer:
            try:
                _lib.lib().trellis_scene_free(pointer)
            except Exception:
                pass
        self._measure = None

    def __del__(self):
        self.close()

    def __enter__(self) -> "Scene":
        return self

    def __exit__(self, *exc_info):
        self.close()
        return False

    @property
    def closed(self) -> bool:
        return not self._pointer

    @property
    def document(self) -> Document:
        return self._document

    def _handle(self):
        if not self._pointer:
            raise ValueError("the scene is closed")
        return self._pointer

    def _call(self, name, *args):
        _lib.check(getattr(_lib.lib(), name)(self._handle(), *args))

    def _require_layout(self, what: str) -> None:
        # The C library would lay the scene out on a first read, at whatever size it has
        # (0 x 0 by default): a frame from that is never what a Python caller meant.
        self._handle()
        if not self._laid_out:
            raise _lib.StateError("%s: the scene has not been laid out yet; set its size "
                                  "(scene.size = (width, height)) and call layout() first" % what)

    # - environment -

    @property
    def size(self) -> Tuple[float, float]:
        """(width, height) of the root view, the window: ``scene.size = (390, 844)``.
        Required: a conflicting constraint breaks, never the size."""
        return self._size

    @size.setter
    def size(self, value: Tuple[float, float]) -> None:
        width, height = _pair(value, "size")
        width, height = _number(width, "width"), _number(height, "height")
        self._call("trellis_scene_set_size", width, height)
        self._size = (width, height)

    @property
    def size_classes(self) -> Tuple[Union[str, int], Union[str, int]]:
        """(horizontal, vertical) size classes, each "compact", "regular" or "unspecified"
        (or None, or 0/1/2): ``scene.size_classes = ("compact", "regular")``."""
        return self._size_classes

    @size_classes.setter
    def size_classes(self, value: Tuple[SizeClass, SizeClass]) -> None:
        horizontal, vertical = _pair(value, "size_classes")
        h = _enum(SIZE_CLASSES, horizontal, "horizontal size class")
        v = _enum(SIZE_CLASSES, vertical, "vertical size class")
        self._call("trellis_scene_set_size_classes", h, v)
        self._size_classes = (_SIZE_CLASS_NAMES.get(h, h), _SIZE_CLASS_NAMES.get(v, v))

    @property
    def direction(self) -> Union[str, int]:
        """The layout direction, "ltr" (default) or "rtl" (or 0/1)."""
        return self._direction

    @direction.setter
    def direction(self, value: Union[str, int]) -> None:
        direction = _enum(LAYOUT_DIRECTIONS, value, "layout direction")
        self._call("trellis_scene_set_layout_direction", direction)
        self._direction = _DIRECTION_NAMES.get(direction, direction)

    @property
    def content_size(self) -> str:
        """The Dynamic Type content size category, "large" by default (one of
        CONTENT_SIZE_CATEGORIES)."""
        return self._content_size

    @content_size.setter
    def content_size(self, value: str) -> None:
        self._call("trellis_scene_set_content_size_category", _encode(value, "category"))
        self._content_size = value

    @property
    def display_scale(self) -> float:
        """Pixels per point for edge rounding: every edge is rounded to the nearest 1/scale;
        0 (the default) rounds nothing."""
        return self._display_scale

    @display_scale.setter
    def display_scale(self, value: float) -> None:
        scale = _number(value, "scale")
        self._call("trellis_scene_set_display_scale", scale)
        self._display_scale = scale

    def set_safe_area_insets(self, top: float = 0, left: float = 0, bottom: float = 0, right: float = 0) -> None:
        """The root's safe area (status bar, notch, home indicator) in points from its edges;
        equations reach it as ``root.safeArea.<attr>``."""
        self._call("trellis_scene_set_safe_area_insets", _number(top, "top"), _number(left, "left"),
                   _number(bottom, "bottom"), _number(right, "right"))

    def safe_area_insets(self, view_id: str) -> Tuple[float, float, float, float]:
        """A view's safe-area insets as of the last layout, ``(top, left, bottom, right)``:
        the root's are those set plus the view controller's additional insets, another
        view's the part of its superview's safe area that it overlaps."""
        self._require_layout("safe_area_insets")
        values = (ctypes.c_double * 4)()
        self._call("trellis_scene_safe_area_insets", _encode(view_id, "view_id"), values)
        return (values[0], values[1], values[2], values[3])

    def set_content_offset(self, view_id: str, x: float, y: float) -> None:
        """Scroll a scroll view's content by (x, y) points (applied at the next layout)."""
        self._call("trellis_scene_set_content_offset", _encode(view_id, "view_id"), _number(x, "x"), _number(y, "y"))

    def scroll_content_size(self, view_id: str) -> Tuple[float, float]:
        """A scroll view's content size as of the last layout, ``(width, height)``."""
        self._require_layout("scroll_content_size")
        values = (ctypes.c_double * 2)()
        self._call("trellis_scene_content_size", _encode(view_id, "view_id"), values)
        return (values[0], values[1])

    # Table views: rows whose cells are scenes of the document (docs/python.md, "Table views").

    def table_row_count(self, table_id: str) -> int:
        """The number of rows of a table view."""
        count = ctypes.c_size_t()
        self._call("trellis_scene_table_row_count", _encode(table_id, "table_id"), ctypes.byref(count))
        return count.value

    def insert_table_rows(self, table_id: str, index: int, cell: str, count: int = 1) -> None:
        """Insert ``count`` rows showing the cell scene ``cell`` before row ``index``."""
        self._call("trellis_scene_table_insert_rows", _encode(table_id, "table_id"), _row(index, "index"),
                   _encode(cell, "cell"), _row(count, "count"))

    def delete_table_rows(self, table_id: str, index: int, count: int = 1) -> None:
        """Delete ``count`` rows from row ``index``."""
        self._call("trellis_scene_table_delete_rows", _encode(table_id, "table_id"), _row(index, "index"),
                   _row(count, "count"))

    def set_table_row_text(self, table_id: str, row: int, view_id: str, text: Optional[str]) -> None:
        """The text a view of a row's cell shows; ``None`` gives it its document text back."""
        self._call("trellis_scene_table_set_row_text", _encode(table_id, "table_id"), _row(row, "row"),
                   _encode(view_id, "view_id"), None if text is None else _encode(text, "text"))

    def set_table_row_height(self, table_id: str, height: Optional[float]) -> None:
        """A fixed height for every row (separator included), or ``None`` for self-sizing rows
        (UIKit's ``automaticDimension``, the default)."""
        value = -1.0 if height is None else _number(height, "height")
        if height is not None and value < 0:
            raise ValueError("height must be at least 0 (None for self-sizing rows), got %r" % height)
        self._call("trellis_scene_table_set_row_height", _encode(table_id, "table_id"), value)

    def table_row_frame(self, table_id: str, row: int) -> Frame:
        """A row's frame in the table's content coordinates (StateError before the first
        layout())."""
        rect = _lib.Rect()
        arguments = (_encode(table_id, "table_id"), _row(row, "row"))
        self._require_layout("table_row_frame")
        self._call("trellis_scene_table_row_frame", *arguments, ctypes.byref(rect))
        return Frame(rect.x, rect.y, rect.width, rect.height)

    def table_cell_frame(self, table_id: str, row: int, view_id: str) -> Frame:
        """The frame of a view of a row's cell, in the cell's coordinates (its content view at
        the origin), laid out for that row (StateError before the first layout())."""
        rect = _lib.Rect()
        arguments = (_encode(table_id, "table_id"), _row(row, "row"), _encode(view_id, "view_id"))
        self._require_layout("table_cell_frame")
        self._call("trellis_scene_table_cell_frame", *arguments, ctypes.byref(rect))
        return Frame(rect.x, rect.y, rect.width, rect.height)

    # Collection views: items whose cells are scenes of the document, placed by a flow
    # layout (docs/python.md, "Collection views").

    def collection_item_count(self, collection_id: str) -> int:
        """The number of items of a collection view."""
        count = ctypes.c_size_t()
        self._call("trellis_scene_collection_item_count", _encode(collection_id, "collection_id"),
                   ctypes.byref(count))
        return count.value

    def insert_collection_items(self, collection_id: str, index: int, cell: str, count: int = 1) -> None:
        """Insert ``count`` items showing the cell scene ``cell`` before item ``index``."""
        self._call("trellis_scene_collection_insert_items", _encode(collection_id, "collection_id"),
                   _row(index, "index"), _encode(cell, "cell"), _row(count, "count"))

    def delete_collection_items(self, collection_id: str, index: int, count: int = 1) -> None:
        """Delete ``count`` items from item ``index``."""
        self._call("trellis_scene_collection_delete_items", _encode(collection_id, "collection_id"),
                   _row(index, "index"), _row(count, "count"))

    def set_collection_item_text(self, collection_id: str, item: int, view_id: str, text: Optional[str]) -> None:
        """The text a view of an item's cell shows; ``None`` gives it its document text back."""
        self._call("trellis_scene_collection_set_item_text", _encode(collection_id, "collection_id"),
                   _row(item, "item"), _encode(view_id, "view_id"), None if text is None else _encode(text, "text"))

    def collection_item_frame(self, collection_id: str, item: int) -> Frame:
        """An item's frame in the collection's content coordinates (StateError before the
        first layout())."""
        rect = _lib.Rect()
        arguments = (_encode(collection_id, "collection_id"), _row(item, "item"))
        self._require_layout("collection_item_frame")
        self._call("trellis_scene_collection_item_frame", *arguments, ctypes.byref(rect))
        return Frame(rect.x, rect.y, rect.width, rect.height)

    def collection_cell_frame(self, collection_id: str, item: int, view_id: str) -> Frame:
        """The frame of a view of an item's cell, in the cell's coordinates (its content view
        at the origin), laid out for that item (StateError before the first layout())."""
        rect = _lib.Rect()
        arguments = (_encode(collection_id, "collection_id"), _row(item, "item"), _encode(view_id, "view_id"))
        self._require_layout("collection_cell_frame")
        self._call("trellis_scene_collection_cell_frame", *arguments, ctypes.byref(rect))
        return Frame(rect.x, rect.y, rect.width, rect.height)

    def collection_header_frame(self, collection_id: str) -> Optional[Frame]:
        """The section header's frame in the collection's content coordinates, ``None`` when
        the flow layout has none (StateError before the first layout())."""
        return self._collection_supplementary_frame("trellis_scene_collection_header_frame", collection_id)

    def collection_footer_frame(self, collection_id: str) -> Optional[Frame]:
        """The section footer's frame in the collection's content coordinates, ``None`` when
        the flow layout has none (StateError before the first layout())."""
        return self._collection_supplementary_frame("trellis_scene_collection_footer_frame", collection_id)

    def _collection_supplementary_frame(self, function: str, collection_id: str) -> Optional[Frame]:
        rect = _lib.Rect()
        argument = _encode(collection_id, "collection_id")
        self._require_layout(function.replace("trellis_scene_", ""))
        self._call(function, argument, ctypes.byref(rect))
        # A header or footer always has a length along the scroll direction: zeros are none.
        if rect.width == 0 and rect.height == 0:
            return None
        return Frame(rect.x, rect.y, rect.width, rect.height)

    @property
    def keyboard_height(self) -> float:
        """The height of the keyboard docked at the bottom, 0 (the default) for none; equations
        reach what it covers as ``root.keyboardLayoutGuide.<attr>``."""
        return self._keyboard_height

    @keyboard_height.setter
    def keyboard_height(self, value: float) -> None:
        self._call("trellis_scene_set_keyboard_height", _number(value, "keyboard_height"))
        self._keyboard_height = float(value)

    # - layout and read-out -

    def layout(self) -> "Scene":
        """Apply every change since the last layout and update the frames. Returns self."""
        self._measure_error = None
        self._call("trellis_scene_layout")
        self._laid_out = True
        return self

    @property
    def view_count(self) -> int:
        return _lib.lib().trellis_scene_view_count(self._handle())

    @property
    def view_ids(self) -> List[str]:
        """Every view's id, in view-index order (installed or not)."""
        lib = _lib.lib()
        pointer = self._handle()
        ids = []
        for index in range(lib.trellis_scene_view_count(pointer)):
            raw = lib.trellis_scene_view_id(pointer, index)
            if raw is None:
                raise _lib.TrellisError(_lib.last_error() or "no view at index %d" % index)
            ids.append(raw.decode("utf-8"))
        return ids

    def frame(self, view_id: str) -> Frame:
        """The view's frame in its superview's coordinates (StateError if uninstalled)."""
        self._require_layout("frame")
        rect = _lib.Rect()
        self._call("trellis_scene_frame", _encode(view_id, "view_id"), ctypes.byref(rect))
        return Frame(rect.x, rect.y, rect.width, rect.height)

    def frame_in_root(self, view_id: str) -> Frame:
        """The view's frame in the root view's coordinates (StateError if uninstalled)."""
        self._require_layout("frame_in_root")
        rect = _lib.Rect()
        self._call("trellis_scene_frame_in_root", _encode(view_id, "view_id"), ctypes.byref(rect))
        return Frame(rect.x, rect.y, rect.width, rect.height)

    def frames(self) -> Dict[str, Frame]:
        """{view id: Frame} in root coordinates for every view (zeros when uninstalled)."""
        self._require_layout("frames")
        ids = self.view_ids
        rects = (_lib.Rect * max(len(ids), 1))()
        self._call("trellis_scene_frames", rects, len(ids))
        return {view_id: Frame(r.x, r.y, r.width, r.height) for view_id, r in zip(ids, rects)}

    def previous_frames(self) -> Dict[str, Frame]:
        """{view id: Frame} in root coordinates as they were before the most recent layout:
        animate a change from these to :meth:`frames`."""
        self._require_layout("previous_frames")
        ids = self.view_ids
        rects = (_lib.Rect * max(len(ids), 1))()
        self._call("trellis_scene_previous_frames", rects, len(ids))
        return {view_id: Frame(r.x, r.y, r.width, r.height) for view_id, r in zip(ids, rects)}

    def view_info(self, view_id: str) -> Dict[str, Any]:
        """{"id", "kind", "properties", "text", "textStyle", "pointSize", "hidden", "installed"}
        of a view, with a custom view's properties resolved for the current size classes and
        "pointSize" the size its text is measured at (None for views without text).
        NotFoundError for an unknown id."""
        raw = _lib.lib().trellis_scene_view_info(self._handle(), _encode(view_id, "view_id"))
        if raw is None:
            message = _lib.last_error()
            cls = _lib.NotFoundError if self._unknown_view(view_id) else _lib.TrellisError
            raise cls(message or "no view \"%s\"" % view_id)
        result: Dict[str, Any] = json.loads(raw.decode("utf-8"))
        return result

    def changed_view_indices(self) -> List[int]:
        """The indices of the views whose frame changed in the last layout."""
        self._require_layout("changed_view_indices")
        lib = _lib.lib()
        pointer = self._handle()
        count = lib.trellis_scene_changed_views(pointer, None, 0)
        while True:
            indices = (ctypes.c_size_t * max(count, 1))()
            total = lib.trellis_scene_changed_views(pointer, indices, count)
            if total <= count:
                return list(indices[:total])
            count = total

    def changed_views(self) -> List[str]:
        """The ids of the views whose frame changed in the last layout (installing or
        uninstalling counts), in view-index order."""
        ids = self.view_ids
        return [ids[i] for i in self.changed_view_indices()]

    def is_installed(self, view_id: str) -> bool:
        """Whether the view is in the hierarchy for the current traits (a hidden view in a
        stack is). NotFoundError for an unknown id."""
        result = _lib.lib().trellis_scene_is_installed(self._handle(), _encode(view_id, "view_id"))
        if result < 0:
            raise _lib.NotFoundError("no view \"%s\" in the scene" % view_id)
        return result == 1

    # - incremental changes -

    def set_hidden(self, view_id: str, hidden: bool = True) -> None:
        """Hide or show a view: it collapses in a stack; elsewhere it is still laid out.

        The host's value stays through size-class changes (the document's per-size-class
        ``hidden`` no longer applies to this view)."""
        self._call("trellis_scene_set_hidden", _encode(view_id, "view_id"), 1 if hidden else 0)

    def set_intrinsic_size(self, view_id: str, width: Optional[float] = None,
                           height: Optional[float] = None) -> None:
        """The view's intrinsic content size; None (or -1) in an axis = no intrinsic metric.

        Like ``set_hidden``, it stays through size-class changes."""
        w = -1.0 if width is None else _number(width, "width")
        h = -1.0 if height is None else _number(height, "height")
        self._call("trellis_scene_set_intrinsic_size", _encode(view_id, "view_id"), w, h)

    def set_text(self, view_id: str, text: str) -> None:
        """The text of a label, button, textField or textView (measured again at the next layout)."""
        self._call("trellis_scene_set_text", _encode(view_id, "view_id"), _encode(text, "text"))

    def set_constant(self, constraint_id: str, constant: float) -> None:
        self._call("trellis_scene_set_constant", _encode(constraint_id, "constraint_id"),
                   _number(constant, "constant"))

    def set_priority(self, constraint_id: str, priority: float) -> None:
        """1...1000; switching between required (1000) and optional raises StateError."""
        self._call("trellis_scene_set_priority", _encode(constraint_id, "constraint_id"),
                   _number(priority, "priority"))

    def set_active(self, constraint_id: str, active: bool = True) -> None:
        self._call("trellis_scene_set_active", _encode(constraint_id, "constraint_id"),
                   1 if active else 0)

    def add_constraint(self, constraint: Union[str, Dict[str, Any]]) -> None:
        """Add a constraint in any document form: an equation (``"a.width == 10 @750"``),
        an object (``{"id": "w", "eq": "a.width == 10", "priority": 750}``) or a visual
        format object (``{"visual": "H:|-[a]-|", "id": "row"}``). A str that starts with
        ``{`` or ``"`` is taken as JSON text."""
        if isinstance(constraint, dict):
            text = json.dumps(constraint)
        elif isinstance(constraint, str):
            stripped = constraint.lstrip()
            text = constraint if stripped[:1] in ("{", '"') else json.dumps(constraint)
        else:
            raise TypeError("a constraint is an equation str or a dict, got %s"
                            % type(constraint).__name__)
        self._call("trellis_scene_add_constraint", _encode(text, "constraint"))

    def remove_constraint(self, constraint_id: str) -> None:
        self._call("trellis_scene_remove_constraint", _encode(constraint_id, "constraint_id"))

    def insert_scene(self, parent_id: str, index: int, document: Optional[Document], scene_id: str,
                     prefix: Optional[str] = None) -> None:
        """Insert an instance of `document`'s scene `scene_id` (or a dock view of this
        scene) as subview (arranged subview, for stacks and groups) number `index` of
        `parent_id`. Its ids become "<prefix>.<id>" (None or "" keeps them)."""
        if document is None:
            document = self._document
        if not isinstance(document, Document):
            raise TypeError("expected a trellis.Document, got %s" % type(document).__name__)
        if isinstance(index, bool) or not isinstance(index, int):
            raise TypeError("index is an int, got %s" % type(index).__name__)
        if index < 0:
            raise _lib.ArgumentError("index must be >= 0, got %d" % index)
        raw_prefix = None if prefix is None else _encode(prefix, "prefix")
        self._call("trellis_scene_insert_scene", _encode(parent_id, "parent_id"), index,
                   document._handle(), _encode(scene_id, "scene_id"), raw_prefix)
        if all(d is not document for d in self._documents):
            self._documents.append(document)

    def remove_view(self, view_id: str) -> None:
        """Remove a view, its subtree and every constraint that mentions them (the views
        after it are renumbered)."""
        self._call("trellis_scene_remove_view", _encode(view_id, "view_id"))

    # - text measurement -

    def set_measure(self, fn: Optional[MeasureFunction]) -> None:
        """Measure label texts and button titles with `fn(view_id, text, point_size, max_width)`
        (max_width is math.inf when unbounded; text is None for a custom view without an
        intrinsic size, whose kind and properties :meth:`view_info` gives). It returns
        (width, height, first_baseline, last_baseline)
        (or (width, height): the baselines are then the height), or None to fall back to
        the default measurer for that text; an exception does the same (it is kept in
        :attr:`measure_error`). None restores the default measurer."""
        if fn is None:
            self._call("trellis_scene_set_measure", _lib.MEASURE_FN(), None)
            self._measure = None
            return
        if not callable(fn):
            raise TypeError("a measure function is callable, got %s" % type(fn).__name__)

        owner = weakref.ref(self)  # no cycle scene -> callback -> scene: __del__ frees promptly

        def trampoline(user, view_id, text, point_size, max_width, out):
            try:
                # text is None for a custom view ("custom:<Name>"): see view_info.
                values = _measurement_from(fn(view_id.decode("utf-8", "replace"),
                                              None if text is None else text.decode("utf-8", "replace"),
                                              point_size, max_width))
                if values is None or not out:
                    return 1
                m = out.contents
                m.width, m.height, m.first_baseline, m.last_baseline = values
                return 0
            except BaseException as exc:  # never let an exception cross the C boundary
                scene = owner()
                if scene is not None:
                    scene._measure_error = exc
                return 1

        callback = _lib.MEASURE_FN(trampoline)
        self._call("trellis_scene_set_measure", callback, None)
        self._measure = callback

    @property
    def measure_error(self) -> Optional[BaseException]:
        """The exception the measure callback raised during the last layout, if any."""
        return self._measure_error

    # - self-sizing and diagnostics -

    def fitting_size(self, view_id: str, width: Optional[float] = None) -> FittingSize:
        """The smallest (width, height) of the view's subtree, from its own constraints only;
        `width` None = free, else the width to fit at."""
        w = math.nan if width is None else _number(width, "width")
        size = _lib.Size()
        self._call("trellis_scene_fitting_size", _encode(view_id, "view_id"), w, ctypes.byref(size))
        return FittingSize(size.width, size.height)

    def diagnostics(self) -> Dict[str, List[Dict[str, Any]]]:
        """{"unsatisfiable": [{"broken": c, "conflict": [c, ...]}, ...],
        "ambiguous": [{"view": id, "attributes": [...]}, ...]}; a constraint is named by its
        id, or its equation text when it has none."""
        raw = _lib.lib().trellis_scene_diagnostics(self._handle())
        if raw is None:
            raise _lib.TrellisError(_lib.last_error() or "no diagnostics")
        return json.loads(raw.decode("utf-8"))

    def constraints_affecting(self, view_id: str, axis: Union[str, int]) -> List[str]:
        """The constraints that determine the view on an axis ("horizontal"/"vertical" or
        0/1), as a list of ids or equation texts."""
        if axis not in _AXES:
            raise _lib.ArgumentError("axis must be \"horizontal\" (0) or \"vertical\" (1), got %r" % (axis,))
        raw = _lib.lib().trellis_scene_constraints_affecting(
            self._handle(), _encode(view_id, "view_id"), _AXES[axis])
        if raw is None:
            message = _lib.last_error()
            cls = _lib.NotFoundError if self._unknown_view(view_id) else _lib.TrellisError
            raise cls(message or "no constraints for \"%s\"" % view_id)
        return json.loads(raw.decode("utf-8"))

    def _unknown_view(self, view_id):
        return _lib.lib().trellis_scene_is_installed(self._handle(), _encode(view_id, "view_id")) < 0

    def __repr__(self):
        if not self._pointer:
            return "<trellis.Scene (closed)>"
        return "<trellis.Scene views=%d>" % self.view_count
