"""yoga_layouts.py — the Yoga side of the scene benchmarks (scene_bench.py): the flexbox
layouts closest to the Trellis documents of stack_documents.py, built and timed through
`yoga-python` (Meta's Yoga in C++, bound with nanobind), installed from PyPI at benchmark
time by run_scene_bench.sh.

Every Yoga call goes through the Python binding, so these timings include the binding's
per-call cost (the Trellis side is timed from C); that favours Trellis, and the table says
so. Rounding to a pixel grid is off on both sides (Yoga's point_scale_factor 0, Trellis's
display scale 0), so frames can be compared exactly.
"""

import gc
import time

import yoga

from stack_documents import StackCase, SmallColumn

_CONFIG = yoga.Config()
_CONFIG.point_scale_factor = 0.0


def build_stack(case: StackCase):
    """The stack as a flex row: returns (root, children). Item widths and the spacing are the
    Trellis document's; the root is the stack (the Trellis stack spans the root's width)."""
    root = yoga.Node(_CONFIG)
    root.flex_direction = yoga.FlexDirection.Row
    root.set_gap(yoga.Gutter.Column, case.spacing)
    children = []
    distribution = case.distribution
    last = len(case.widths) - 1
    if distribution in ("equalSpacing", "equalCentering"):
        # equalCentering has no flexbox equivalent: space-between is the closest one-level
        # layout (the same as equalSpacing; equal centres only for equal widths).
        root.justify_content = yoga.Justify.SpaceBetween
    for index, width in enumerate(case.widths):
        child = yoga.Node(_CONFIG)
        if distribution == "fillEqually":
            child.flex_grow = 1.0
            child.flex_basis = 0.0
        elif distribution == "fillProportionally":
            child.flex_grow = width
            child.flex_basis = 0.0
        else:
            child.width = width
            if distribution == "fill" and index == last:
                child.flex_grow = 1.0  # the Trellis document gives the last item hugging 249
        root.insert_child(child, index)
        children.append(child)
    return root, children


def build_column(column: SmallColumn):
    """The small scene's column of labels: padding as the root's layout margins, gap as the
    stack's spacing, each label at its default-measurer height, stretched across."""
    root = yoga.Node(_CONFIG)
    root.flex_direction = yoga.FlexDirection.Column
    root.set_padding(yoga.Edge.All, column.margin)
    root.set_gap(yoga.Gutter.Row, column.spacing)
    children = []
    for index in range(column.count):
        child = yoga.Node(_CONFIG)
        child.height = column.label_height
        root.insert_child(child, index)
        children.append(child)
    return root, children


def read_frames(children):
    """Every child's frame, as a host reads it after a layout."""
    return [(c.layout_left, c.layout_top, c.layout_width, c.layout_height) for c in children]


def _median(values):
    values = sorted(values)
    return values[len(values) // 2]


def time_stack(case: StackCase, repetitions: int):
    """Build + first layout, and relayout after a width change + reading every frame (µs,
    medians over repetitions; also the relayout without reading), plus the frames of the
    first build at the first width."""
    builds, relayouts, layouts, frames = [], [], [], None
    direction = yoga.Direction.LTR
    for rep in range(repetitions):
        gc.collect()
        gc.disable()
        try:
            t0 = time.perf_counter()
            root, children = build_stack(case)
            root.calculate_layout(case.width, case.height, direction)
            t1 = time.perf_counter()
            if rep == 0:
                frames = read_frames(children)
            count, t2 = 0, time.perf_counter()
            t3 = t2
            while count < 2 or (count < 200 and t3 - t2 < 0.25):
                root.calculate_layout(case.width if count % 2 else case.relayout_width, case.height, direction)
                read_frames(children)
                count += 1
                t3 = time.perf_counter()
            # The same relayouts without reading the frames: how much of the above is Yoga's
            # layout and how much the binding's per-property reads.
            t4 = time.perf_counter()
            for index in range(count):
                root.calculate_layout(case.width if index % 2 else case.relayout_width, case.height, direction)
            t5 = time.perf_counter()
        finally:
            gc.enable()
        builds.append((t1 - t0) * 1e6)
        relayouts.append((t3 - t2) / count * 1e6)
        layouts.append((t5 - t4) / count * 1e6)
    return {"build_us": _median(builds), "relayout_us": _median(relayouts), "layout_only_us": _median(layouts),
            "frames": frames}


def time_column(column: SmallColumn, repetitions: int, batch: int = 20):
    """The small scene: build the column and lay it out at three widths (µs per iteration,
    median over samples of `batch` iterations), plus the frames at the last width."""
    samples, frames = [], None
    direction = yoga.Direction.LTR
    for _ in range(repetitions):
        gc.collect()
        gc.disable()
        try:
            total = 0.0
            for _ in range(batch):
                t0 = time.perf_counter()
                root, children = build_column(column)
                for width in column.widths:
                    root.calculate_layout(width, column.height, direction)
                total += time.perf_counter() - t0
        finally:
            gc.enable()
        frames = read_frames(children)
        samples.append(total / batch * 1e6)
    return {"small_us": _median(samples), "frames": frames}
