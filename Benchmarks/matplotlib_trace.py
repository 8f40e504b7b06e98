"""matplotlib_trace.py — records the calls matplotlib's layout engines make into kiwisolver,
as straight-line Python that can be replayed against kiwisolver or trellis.solver.

What it is for: timing "the solver-driving calls" of matplotlib's constrained_layout and
compressed layouts (Variable creation, the operators that build expressions, addConstraint,
addEditVariable, suggestValue, updateVariables, Variable.value) without timing the rest of
matplotlib (text extents, transforms, drawing), which dominates a figure's draw and is the
same whichever solver runs underneath.

How: matplotlib._layoutgrid's `kiwi` module is swapped for a recording stand-in whose
objects wrap real kiwisolver objects (so matplotlib sees real values and lays the figure
out as usual) and log every operation as one line of Python. `Trace.source()` is a module
with two functions over a solver module `kiwi`:
    replay(kiwi)          the calls, in order;
    replay_values(kiwi)   the same calls, returning what every value() call returned
                          (to check that both solvers computed the same layout).

Usage (as a library): trace = record(build_figure, layout="constrained", sizes=[...]).
"""

import numbers

import kiwisolver


class Trace:
    """The recorded lines and a counter for the names of recorded objects."""

    def __init__(self):
        self.lines = []
        self.count = 0
        self.calls = 0

    def bind(self, text, prefix):
        name = "%s%d" % (prefix, self.count)
        self.count += 1
        self.lines.append("%s = %s" % (name, text))
        self.calls += 1
        return name

    def call(self, text):
        self.lines.append(text)
        self.calls += 1

    def source(self):
        body = "\n".join("    " + line for line in self.lines) or "    pass"
        value_body = "\n".join(
            "    " + ("_v(%s)" % line if line.endswith(".value()") else line)
            for line in self.lines) or "    pass"
        return ("def replay(kiwi):\n"
                "    Variable, Solver = kiwi.Variable, kiwi.Solver\n" + body + "\n\n\n"
                "def replay_values(kiwi):\n"
                "    Variable, Solver = kiwi.Variable, kiwi.Solver\n"
                "    values = []\n"
                "    _v = values.append\n" + value_body + "\n    return values\n")


def _operand(value):
    """(source text, real object) of an operand, or None for what kiwi would refuse."""
    if isinstance(value, _Recorded):
        return value._ref, value._real
    if isinstance(value, numbers.Real) and not isinstance(value, bool):
        number = float(value)
        return repr(number), number
    if isinstance(value, str):
        return repr(value), value
    return None


class _Recorded:
    """A recorded kiwisolver object: forwards to the real one and logs each operation."""

    __slots__ = ("_real", "_ref", "_trace")
    __array_ufunc__ = None  # numpy scalars on the left defer to our reflected operators

    def __init__(self, real, ref, trace):
        self._real, self._ref, self._trace = real, ref, trace

    def _wrap(self, real, text):
        prefix = "c" if isinstance(real, kiwisolver.Constraint) else "e"
        return _Recorded(real, self._trace.bind(text, prefix), self._trace)

    def _binary(self, other, symbol, function, reflected=False):
        operand = _operand(other)
        if operand is None:
            return NotImplemented
        ref, real = operand
        if reflected:
            return self._wrap(function(real, self._real), "%s %s %s" % (ref, symbol, self._ref))
        return self._wrap(function(self._real, real), "%s %s %s" % (self._ref, symbol, ref))

    def __add__(self, other): return self._binary(other, "+", lambda a, b: a + b)
    def __radd__(self, other): return self._binary(other, "+", lambda a, b: a + b, True)
    def __sub__(self, other): return self._binary(other, "-", lambda a, b: a - b)
    def __rsub__(self, other): return self._binary(other, "-", lambda a, b: a - b, True)
    def __mul__(self, other): return self._binary(other, "*", lambda a, b: a * b)
    def __rmul__(self, other): return self._binary(other, "*", lambda a, b: a * b, True)
    def __truediv__(self, other): return self._binary(other, "/", lambda a, b: a / b)
    def __or__(self, other): return self._binary(other, "|", lambda a, b: a | b)
    def __ror__(self, other): return self._binary(other, "|", lambda a, b: a | b, True)
    def __eq__(self, other): return self._binary(other, "==", lambda a, b: a == b)
    def __le__(self, other): return self._binary(other, "<=", lambda a, b: a <= b)
    def __ge__(self, other): return self._binary(other, ">=", lambda a, b: a >= b)
    __hash__ = object.__hash__

    def __neg__(self):
        return self._wrap(-self._real, "-%s" % self._ref)

    def value(self):
        self._trace.call("%s.value()" % self._ref)
        return self._real.value()

    def __repr__(self):
        return repr(self._real)


class _RecordingSolver:
    def __init__(self, trace):
        self._real = kiwisolver.Solver()
        self._trace = trace
        self._ref = trace.bind("Solver()", "s")

    def _call(self, method, *args):
        texts = [_operand(a)[0] for a in args]
        self._trace.call("%s.%s(%s)" % (self._ref, method, ", ".join(texts)))
        reals = [a._real if isinstance(a, _Recorded) else a for a in args]
        return getattr(self._real, method)(*reals)

    def addConstraint(self, c): return self._call("addConstraint", c)
    def removeConstraint(self, c): return self._call("removeConstraint", c)
    def addEditVariable(self, v, s): return self._call("addEditVariable", v, s)
    def removeEditVariable(self, v): return self._call("removeEditVariable", v)
    def suggestValue(self, v, x): return self._call("suggestValue", v, x)
    def updateVariables(self): return self._call("updateVariables")
    def reset(self): return self._call("reset")


class RecordingKiwi:
    """A stand-in for the kiwisolver module that records into `trace`."""

    __version__ = kiwisolver.__version__
    strength = kiwisolver.strength

    def __init__(self, trace):
        self._trace = trace

    def Variable(self, name="", context=None):
        real = kiwisolver.Variable(name)
        return _Recorded(real, self._trace.bind("Variable(%r)" % name, "v"), self._trace)

    def Solver(self):
        return _RecordingSolver(self._trace)


def record(build_figure, layout, sizes):
    """Records the solver calls of laying out `build_figure(fig)` at each size (inches),
    one draw per size, as matplotlib's `layout` engine ("constrained" or "compressed")
    does it. Returns the Trace."""
    import matplotlib
    matplotlib.use("Agg")
    import matplotlib._layoutgrid as layoutgrid
    import matplotlib.pyplot as plt

    trace = Trace()
    original = layoutgrid.kiwi
    layoutgrid.kiwi = RecordingKiwi(trace)
    try:
        fig = plt.figure(layout=layout, figsize=sizes[0])
        build_figure(fig)
        for size in sizes:
            fig.set_size_inches(size)
            fig.canvas.draw()
        plt.close(fig)
    finally:
        layoutgrid.kiwi = original
    return trace
