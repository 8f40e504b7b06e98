"""trellis/1 layout documents (``trellis_document_*``).

    doc = trellis.Document.loads(json_text)         # text (str or bytes)
    doc = trellis.Document.loads(compiled_bytes)    # the compiled form (trellis-cli compile)
    doc = trellis.Document.load(open("main.json"))  # a file object or a pathlib.Path
    doc = trellis.Document.load_file("main.json")   # a path; "references" resolve beside it
    doc.scene_ids                                   # ["main", "detail"]
    doc.segues                                      # [{"scene": "main", "id": ..., ...}]

A document is immutable once loaded and may be shared by many scenes (and threads). Errors
raise :class:`trellis.ParseError` (not JSON), :class:`trellis.SchemaError` (not a valid
trellis/1 document) or :class:`trellis.TrellisIOError` (a file could not be read); for the
first two the message starts with the JSON path of the problem, e.g.
``$.scenes[0].root.subviews[2].axis: expected "horizontal" or "vertical", got "diagonal"``.
"""

from __future__ import annotations

import ctypes
import json
import os
from typing import IO, TYPE_CHECKING, Any, Dict, List, Optional, Union

from . import _lib

__all__ = ["Document"]

if TYPE_CHECKING:  # no import cycle at run time
    from .scene import Scene


class Document:
    """A loaded trellis/1 document. Create it with :meth:`load` or :meth:`load_file`.

    Freed by :meth:`close`, at the end of a ``with`` block, or when garbage-collected.
    Scenes made from it stay valid after it is freed."""

    __slots__ = ("_pointer", "__weakref__")

    def __init__(self, pointer):
        if not isinstance(pointer, _lib.document_p) or not pointer:
            raise TypeError("use Document.load(json_text) or Document.load_file(path)")
        self._pointer = pointer

    # - loading -

    @classmethod
    def loads(cls, text: Union[str, bytes, bytearray, memoryview]) -> "Document":
        """Parse a document from its text: a str, or bytes (UTF-8 JSON, or the bytes of its
        compiled form -- ``trellis-cli compile``, :meth:`compile` -- which load faster).

        A JSON document with "references" to other files must be loaded with
        :meth:`load_file`; a compiled one holds them."""
        return cls._from_data(text)

    @classmethod
    def load(cls, source: Union[str, bytes, bytearray, memoryview, "os.PathLike[str]", IO[Any]]
             ) -> "Document":
        """Load a document from a file object (anything with ``read()``), a path-like
        object (``pathlib.Path``: as :meth:`load_file`), or its text (str or bytes, as
        :meth:`loads`; a plain str is always text, never a path). Files and bytes may hold
        the compiled form as well as JSON."""
        if isinstance(source, os.PathLike):
            return cls.load_file(source)
        read = getattr(source, "read", None)
        if callable(read):
            return cls._from_data(read())
        return cls._from_data(source)

    @classmethod
    def _from_data(cls, json_text):
        if isinstance(json_text, str):
            data = json_text.encode("utf-8")
        elif isinstance(json_text, (bytes, bytearray, memoryview)):
            data = bytes(json_text)
        else:
            raise TypeError("a document is JSON text (str or bytes) or compiled bytes, got %s"
                            % type(json_text).__name__)
        out = _lib.document_p()
        buffer = ctypes.create_string_buffer(data, len(data))
        _lib.check(_lib.lib().trellis_document_load(buffer, len(data), ctypes.byref(out)))
        return cls(out)

    @classmethod
    def load_file(cls, path: Union[str, bytes, "os.PathLike[str]"]) -> "Document":
        """Load a document file; its "references" resolve relative to the file's folder."""
        encoded = os.fsencode(path)
        if b"\0" in encoded:
            raise ValueError("a path cannot contain NUL characters")
        out = _lib.document_p()
        _lib.check(_lib.lib().trellis_document_load_file(encoded, ctypes.byref(out)))
        return cls(out)

    def compile(self) -> bytes:
        """The compiled form of this document (bytes, as ``trellis-cli compile`` writes):
        :meth:`loads` / :meth:`load` read it back faster than JSON."""
        lib = _lib.lib()
        pointer = self._handle()
        length = ctypes.c_size_t(0)
        lib.trellis_document_compile(pointer, None, 0, ctypes.byref(length))
        buffer = ctypes.create_string_buffer(length.value)
        _lib.check(lib.trellis_document_compile(pointer, buffer, length.value, ctypes.byref(length)))
        return buffer.raw[:length.value]

    # - lifetime -

    def close(self) -> None:
        """Free the document now (idempotent). Scenes made from it keep working."""
        pointer, self._pointer = getattr(self, "_pointer", None), None
        if pointer:
            try:
                _lib.lib().trellis_document_free(pointer)
            except Exception:
                pass

    def __del__(self):
        self.close()

    def __enter__(self) -> "Document":
        return self

    def __exit__(self, *exc_info):
        self.close()
        return False

    @property
    def closed(self) -> bool:
        return not self._pointer

    def _handle(self):
        """The C handle; ValueError once closed."""
        if not self._pointer:
            raise ValueError("the document is closed")
        return self._pointer

    # - contents -

    @property
    def scene_ids(self) -> List[str]:
        """The ids of the document's scenes, in document order."""
        lib = _lib.lib()
        pointer = self._handle()
        ids = []
        for index in range(lib.trellis_document_scene_count(pointer)):
            raw = lib.trellis_document_scene_id(pointer, index)
            if raw is None:
                raise _lib.TrellisError(_lib.last_error() or "no scene at index %d" % index)
            ids.append(raw.decode("utf-8"))
        return ids

    def __len__(self) -> int:
        return _lib.lib().trellis_document_scene_count(self._handle())

    def __contains__(self, scene_id: object) -> bool:
        return scene_id in self.scene_ids

    @property
    def segues(self) -> List[Dict[str, str]]:
        """The document's segues: a list of dicts with "scene", "id", "from", "to", "kind"."""
        raw = _lib.lib().trellis_document_segues(self._handle())
        if raw is None:
            raise _lib.TrellisError(_lib.last_error() or "no segues")
        return json.loads(raw.decode("utf-8"))

    def scene(self, scene_id: Optional[str] = None) -> "Scene":
        """A new :class:`trellis.Scene` of this document (None: the initial scene)."""
        from .scene import Scene
        return Scene(self, scene_id)

    def __repr__(self):
        if not self._pointer:
            return "<trellis.Document (closed)>"
        return "<trellis.Document scenes=%r>" % (self.scene_ids,)
