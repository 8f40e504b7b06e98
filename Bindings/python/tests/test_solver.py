"""The kiwisolver-compatible solver of the trellis package, against the real libtrellis.

kiwisolver's own test suite runs separately (scripts/kiwi-suite.sh); these tests cover
what it does not: strict levels, Trellis errors, bookkeeping, libtrellis discovery.

Run:  python -m pytest Bindings/python/tests   (with the package installed, or
TRELLIS_LIBRARY=/path/to/libtrellis.so)
"""

import math
import os
import re

import pytest

import trellis
from trellis import _lib
from trellis.solver import (BadRequiredStrength, Constraint, DuplicateConstraint,
                            DuplicateEditVariable, Expression, Solver, Term, UnknownConstraint,
                            UnknownEditVariable, UnsatisfiableConstraint, Variable, priority_for,
                            strength)

approx = pytest.approx


def solved(*constraints):
    s = Solver()
    for c in constraints:
        s.addConstraint(c)
    s.updateVariables()
    return s


# --- library and package -------------------------------------------------------------------

def test_version_is_major_minor_patch():
    assert re.fullmatch(r"\d+\.\d+\.\d+", trellis.version())


def test_every_header_function_is_declared():
    lib = _lib.lib()
    header = os.path.join(os.path.dirname(__file__), "..", "..", "..", "Include", "trellis.h")
    if os.path.exists(header):
        with open(header, encoding="utf-8") as f:
            names = set(re.findall(r"\b(trellis_[a-z_]+)\s*\(", f.read()))
        assert names <= set(_lib.SIGNATURES) | set(_lib.OPTIONAL_SIGNATURES)
    for name, (restype, argtypes) in _lib.SIGNATURES.items():
        assert tuple(getattr(lib, name).argtypes or ()) == tuple(argtypes)
        assert getattr(lib, name).restype == restype


def test_library_discovery_honours_trellis_library(monkeypatch, tmp_path):
    path = _lib.library_path()
    monkeypatch.setenv("TRELLIS_LIBRARY", path)
    assert _lib.find_library() == path
    monkeypatch.setenv("TRELLIS_LIBRARY", os.path.dirname(path))
    assert os.path.basename(_lib.find_library()) == os.path.basename(path)
    monkeypatch.setenv("TRELLIS_LIBRARY", str(tmp_path / "nope" / "libtrellis.so"))
    with pytest.raises(OSError):
        _lib.find_library()
    monkeypatch.setenv("TRELLIS_LIBRARY", str(tmp_path))
    with pytest.raises(OSError):
        _lib.find_library()


def test_library_discovery_walks_up_to_the_build_folder(monkeypatch, tmp_path):
    monkeypatch.delenv("TRELLIS_LIBRARY", raising=False)
    release = tmp_path / ".build" / "x86_64-unknown-linux-gnu" / "release"
    release.mkdir(parents=True)
    (release / "libtrellis.so").write_bytes(b"")
    found = _lib._walk_up_to_build(str(tmp_path / "a" / "b"))
    assert found == str(release / "libtrellis.so")
    (tmp_path / ".build" / "release").mkdir()
    (tmp_path / ".build" / "release" / "libtrellis.so").write_bytes(b"")
    assert _lib._walk_up_to_build(str(tmp_path)) == str(tmp_path / ".build" / "release" / "libtrellis.so")


def test_status_codes_map_to_exception_classes():
    assert _lib.error_for_status(_lib.ERROR_NOT_FOUND) is trellis.NotFoundError
    assert _lib.error_for_status(_lib.ERROR_ARGUMENT) is trellis.ArgumentError
    assert _lib.error_for_status(_lib.ERROR_UNSATISFIABLE) is trellis.UnsatisfiableError
    assert _lib.error_for_status(_lib.ERROR_STATE) is trellis.StateError
    assert _lib.error_for_status(_lib.ERROR_PARSE) is trellis.ParseError
    assert _lib.error_for_status(_lib.ERROR_SCHEMA) is trellis.SchemaError
    assert _lib.error_for_status(_lib.ERROR_IO) is trellis.TrellisIOError
    for cls in (UnsatisfiableConstraint, DuplicateConstraint, UnknownConstraint,
                DuplicateEditVariable, UnknownEditVariable, BadRequiredStrength):
        assert issubclass(cls, trellis.TrellisError)
    assert issubclass(UnsatisfiableConstraint, trellis.UnsatisfiableError)


def test_raw_status_error_carries_last_error_message():
    lib = _lib.lib()
    status = lib.trellis_solver_update(None)
    assert status == _lib.ERROR_ARGUMENT
    with pytest.raises(trellis.ArgumentError) as info:
        _lib.check(status)
    assert info.value.status == _lib.ERROR_ARGUMENT
    assert str(info.value) != ""
    assert "\n" not in str(info.value)


# --- expressions ---------------------------------------------------------------------------

def test_arithmetic_builds_terms_and_expressions():
    x, y = Variable("x"), Variable("y")
    t = 3 * x
    assert isinstance(t, Term) and t.variable() is x and t.coefficient() == 3
    assert (x / 4).coefficient() == 0.25
    assert (-x).coefficient() == -1
    e = 2 * x + y - 5
    assert isinstance(e, Expression)
    assert e.constant() == -5
    assert [(term.variable(), term.coefficient()) for term in e.terms()] == [(x, 2), (y, 1)]
    e2 = 10 - (x + 1) * 2
    assert e2.constant() == 8
    assert [(term.variable(), term.coefficient()) for term in e2.terms()] == [(x, -2)]
    with pytest.raises(TypeError):
        x * y
    with pytest.raises(TypeError):
        x + "a"
    with pytest.raises(ZeroDivisionError):
        x / 0
    with pytest.raises(TypeError):
        x < 3
    with pytest.raises(TypeError):
        x != y


def test_comparisons_make_reduced_constraints_and_strengths():
    x, y = Variable("x"), Variable("y")
    c = x + 2 * y + x <= 10 + y
    assert isinstance(c, Constraint)
    assert c.op() == "<="
    assert c.strength() == strength.required == 1001001000  # kiwi's number
    terms = {term.variable(): term.coefficient() for term in c.expression().terms()}
    assert terms == {x: 2.0, y: 1.0}
    assert c.expression().constant() == -10
    assert (5 <= x).op() == ">="
    assert (x == 1).op() == "=="
    assert ((x == 1) | "strong").strength() == strength.strong
    assert ((x == 1) | 250).strength() == 250
    assert ("weak" | (x == 1)).strength() == strength.weak  # either side, as in kiwi
    assert Constraint(x - 1, ">=", "weak").strength() == strength.weak
    # A Variable stays usable as a dict key although == builds constraints.
    assert {x: 1, y: 2}[x] == 1


def test_strengths_are_kiwis_numbers():
    # kiwi/strength.h: create(a, b, c, w) = clip(a*w)*1e6 + clip(b*w)*1e3 + clip(c*w),
    # each part clipped to 0...1000; required = create(1000, 1000, 1000).
    assert (strength.weak, strength.medium, strength.strong) == (1.0, 1000.0, 1e6)
    assert strength.required == 1001001000.0
    assert strength.create(1, 2, 3) == 1002003.0
    assert strength.create(1, 1, 1, 2) == strength.create(2, 2, 2) == 2002002.0
    assert strength.create(5000, 0, 0) == strength.create(1000, 0, 0) == 1e9
    assert strength.create(-3, 0, 0) == 0.0
    with pytest.raises(TypeError):
        strength.create("", "", "")


def test_numeric_strengths_are_clipped_like_kiwi():
    # kiwi's Constraint clips its strength to 0...required (strength::clip).
    x = Variable("x")
    assert ((x == 1) | 1e12).strength() == strength.required
    assert ((x == 1) | -5).strength() == 0.0
    assert Constraint(x - 1, ">=", 1e6).strength() == strength.strong


def test_priority_for_maps_kiwi_strengths_onto_strict_levels_in_order():
    assert priority_for("required") == priority_for(strength.required) == 1000
    assert (priority_for("weak"), priority_for("medium"), priority_for("strong")) == (100, 500, 900)
    assert priority_for(0) == 1
    assert priority_for(1e12) == 1000  # clipped to required first
    samples = [0, 1e-9, 0.5, 1, 1 + 1e-12, 2, 999, 1000, 1001, 1e6 - 1, 1e6, 1e6 + 1,
               strength.create(1, 1, 1), strength.create(999, 999, 999),
               strength.create(1000, 1000, 999), strength.required - 0.5, strength.required]
    levels = [priority_for(s) for s in samples]
    assert levels == sorted(levels) and len(set(levels)) == len(levels)
    assert all(1 <= p < 1000 for p in levels[:-1])
    with pytest.raises(ValueError):
        priority_for("very strong")


def test_bad_strengths_are_rejected():
    x = Variable("x")
    with pytest.raises(ValueError):
        (x == 1) | "very strong"
    with pytest.raises(TypeError):
        (x == 1) | [1]
    with pytest.raises(TypeError):
        Constraint(x - 1, "==", None)


# --- solving -------------------------------------------------------------------------------

def test_simple_equality():
    x = Variable("x")
    solved(x == 10)
    assert x.value() == approx(10)


def test_value_is_zero_before_update():
    x = Variable("x")
    s = Solver()
    s.addConstraint(x == 10)
    assert x.value() == 0
    s.updateVariables()
    assert x.value() == approx(10)


def test_linear_system_of_two_variables():
    x, y = Variable("x"), Variable("y")
    solved(x + y == 100, x == 2 * y)
    assert x.value() == approx(200 / 3)
    assert y.value() == approx(100 / 3)


def test_inequalities_bound_weaker_preferences():
    x = Variable("x")
    solved(x >= 10, (x == 0) | "weak")
    assert x.value() == approx(10)
    y = Variable("y")
    solved(y <= 20, (y == 50) | "strong")
    assert y.value() == approx(20)
    z = Variable("z")
    solved(z >= 10, z <= 20, (z == 15) | "medium")
    assert z.value() == approx(15)


def test_required_beats_strong():
    x = Variable("x")
    solved(x == 5, (x == 7) | "strong")
    assert x.value() == approx(5)


def test_one_stronger_constraint_beats_many_weaker_ones():
    x = Variable("x")
    s = Solver()
    s.addConstraint((x == 10) | "strong")
    for _ in range(200):
        s.addConstraint((x == 0) | "weak")
    s.updateVariables()
    assert x.value() == approx(10)
    # Adjacent numeric strengths are strict levels too (kiwi: 100 x 500 outweighs 501).
    y = Variable("y")
    s2 = Solver()
    s2.addConstraint((y == 10) | 501)
    for _ in range(100):
        s2.addConstraint((y == 0) | 500)
    s2.updateVariables()
    assert y.value() == approx(10)
    # create() keeps the order of kiwi's strengths: strong + weak beats strong.
    z = Variable("z")
    solved((z == 1) | strength.create(1, 0, 0), (z == 2) | strength.create(1, 0, 1))
    assert z.value() == approx(2)


def test_violations_at_one_priority_add_up():
    x = Variable("x")
    solved((x == 0) | "medium", (x == 0) | "medium", (x == 10) | "medium")
    assert x.value() == approx(0)
    y = Variable("y")
    # Errors are measured in the expressions' units: |3y| + |4y - 40| is least at y = 10.
    solved((3 * y == 0) | "medium", (4 * y == 40) | "medium")
    assert y.value() == approx(10)


def test_remove_constraint_restores_the_previous_solution():
    x = Variable("x")
    s = Solver()
    s.addConstraint((x == 10) | "weak")
    strong = (x == 20) | "strong"
    s.addConstraint(strong)
    s.updateVariables()
    assert x.value() == approx(20)
    s.removeConstraint(strong)
    assert not s.hasConstraint(strong)
    s.updateVariables()
    assert x.value() == approx(10)
    s.addConstraint(strong)  # can be added again after removal
    s.updateVariables()
    assert x.value() == approx(20)


def test_edit_variable_and_suggest_value():
    x, y = Variable("x"), Variable("y")
    s = Solver()
    s.addConstraint(y == 2 * x + 1)
    s.addEditVariable(x, "strong")
    assert s.hasEditVariable(x)
    s.suggestValue(x, 3)
    s.updateVariables()
    assert (x.value(), y.value()) == (approx(3), approx(7))
    s.addConstraint(x <= 10)
    s.suggestValue(x, 42)
    s.updateVariables()
    assert (x.value(), y.value()) == (approx(10), approx(21))
    s.removeEditVariable(x)
    assert not s.hasEditVariable(x)
    with pytest.raises(UnknownEditVariable):
        s.suggestValue(x, 1)


def test_edit_variable_starts_at_zero():
    x = Variable("x")
    s = Solver()
    s.addEditVariable(x, "medium")
    s.addConstraint((x == 50) | "weak")
    s.updateVariables()
    assert x.value() == approx(0)


def test_edit_variable_starts_at_zero_like_kiwi():
    x, z = Variable("x"), Variable("z")
    s = Solver()
    s.addConstraint(z >= 5)
    s.addConstraint(z == x + 44)
    s.updateVariables()
    s.addEditVariable(x, "medium")
    s.updateVariables()
    assert (x.value(), z.value()) == (approx(0), approx(44))


def test_three_boxes_fill_a_row_of_edited_width():
    width = Variable("width")
    left = [Variable("l%d" % i) for i in range(3)]
    w = [Variable("w%d" % i) for i in range(3)]
    s = Solver()
    s.addConstraint(left[0] == 0)
    for i in range(2):
        s.addConstraint(left[i + 1] == left[i] + w[i] + 10)
    s.addConstraint(left[2] + w[2] == width)
    s.addConstraint(w[0] == w[1])
    s.addConstraint(w[1] == w[2])
    for wi in w:
        s.addConstraint(wi >= 0)
    s.addEditVariable(width, "strong")
    for total, expected in ((320, 100), (620, 200), (20, 0)):
        s.suggestValue(width, total)
        s.updateVariables()
        assert [v.value() for v in w] == [approx(expected)] * 3
        assert [v.value() for v in left] == [approx(0), approx(expected + 10), approx(2 * expected + 20)]
    assert width.value() == approx(20)
    s.suggestValue(width, 0)  # cannot fit the spacing: width stays at 20 (required spacing)
    s.updateVariables()
    assert width.value() == approx(20)


def test_unsatisfiable_constraint_leaves_the_solver_unchanged():
    x, y = Variable("x"), Variable("y")
    s = Solver()
    first = x == 1
    s.addConstraint(first)
    bad = x == 2
    with pytest.raises(UnsatisfiableConstraint) as info:
        s.addConstraint(bad)
    assert info.value.constraint is bad
    assert isinstance(info.value, trellis.UnsatisfiableError)
    assert not s.hasConstraint(bad)
    s.updateVariables()
    assert x.value() == approx(1)
    s.addConstraint(y == x + 1)
    s.updateVariables()
    assert (x.value(), y.value()) == (approx(1), approx(2))
    s.removeConstraint(first)
    s.addConstraint(bad)  # fine once the conflict is gone
    s.updateVariables()
    assert (x.value(), y.value()) == (approx(2), approx(3))


def test_unsatisfiable_inequalities():
    v = Variable("v")
    s = Solver()
    s.addConstraint(v >= 10)
    with pytest.raises(UnsatisfiableConstraint):
        s.addConstraint(v <= -1)
    with pytest.raises(UnsatisfiableConstraint):
        s.addConstraint(Constraint(Expression((), 1), "=="))  # 1 == 0
    s.addConstraint((v <= -1) | "strong")  # optional: just violated
    s.updateVariables()
    assert v.value() == approx(10)


def test_nan_and_infinite_numbers_raise_argument_errors():
    x = Variable("x")
    s = Solver()
    s.addConstraint(x == 3)
    for bad in (x == float("nan"), x == float("inf"), float("nan") * x >= 1,
                x * float("-inf") <= 2):
        with pytest.raises(trellis.ArgumentError):
            s.addConstraint(bad)
        assert not s.hasConstraint(bad)
    s.addEditVariable(x, "weak")
    for bad in (float("nan"), float("inf"), -float("inf")):
        with pytest.raises(trellis.ArgumentError):
            s.suggestValue(x, bad)
    s.updateVariables()
    assert x.value() == approx(3)


def test_duplicate_and_unknown_constraints():
    x = Variable("x")
    s = Solver()
    c = x >= 1
    s.addConstraint(c)
    assert s.hasConstraint(c)
    with pytest.raises(DuplicateConstraint) as info:
        s.addConstraint(c)
    assert info.value.constraint is c
    other = x >= 1  # equal-looking, but a different constraint
    assert not s.hasConstraint(other)
    with pytest.raises(UnknownConstraint) as info:
        s.removeConstraint(other)
    assert info.value.constraint is other
    s.removeConstraint(c)
    with pytest.raises(UnknownConstraint):
        s.removeConstraint(c)  # removed twice


def test_edit_variable_errors():
    x, y = Variable("x"), Variable("y")
    s = Solver()
    s.addEditVariable(x, "strong")
    with pytest.raises(DuplicateEditVariable) as info:
        s.addEditVariable(x, "weak")
    assert info.value.edit_variable is x
    with pytest.raises(UnknownEditVariable) as info:
        s.removeEditVariable(y)
    assert info.value.edit_variable is y
    with pytest.raises(UnknownEditVariable):
        s.suggestValue(y, 1)
    with pytest.raises(BadRequiredStrength):
        s.addEditVariable(y, "required")
    with pytest.raises(BadRequiredStrength):
        s.addEditVariable(y, 1e12)  # clipped to required, as kiwi clips it
    assert not s.hasEditVariable(y)
    s.addEditVariable(y, strength.required - 1)
    assert s.hasEditVariable(y)


def test_reset_empties_the_solver():
    x = Variable("x")
    s = Solver()
    c = x == 4
    s.addConstraint(c)
    s.addEditVariable(x, "weak")
    s.updateVariables()
    s.reset()
    assert not s.hasConstraint(c) and not s.hasEditVariable(x)
    assert x.value() == approx(4)  # values stay until the next update
    s.addConstraint(x == 8)  # no conflict with the old x == 4
    s.updateVariables()
    assert x.value() == approx(8)


def test_variables_are_shared_between_solvers():
    x = Variable("x")
    a, b = Solver(), Solver()
    a.addConstraint(x == 1)
    b.addConstraint(x == 2)  # no conflict: each solver has its own copy of x
    a.updateVariables()
    assert x.value() == approx(1)
    b.updateVariables()
    assert x.value() == approx(2)
    a.updateVariables()
    assert x.value() == approx(1)
    del a
    b.addConstraint((x >= 0) | "weak")
    b.updateVariables()
    assert x.value() == approx(2)


def test_update_publishes_every_variable_the_solver_has_met():
    # kiwi's SolverImpl::updateVariables sets every variable of its map, which keeps the
    # variables of removed constraints until reset(): they read their solver value, 0 here.
    x, y = Variable("x"), Variable("y")
    s = Solver()
    s.addConstraint(x == 1)
    s.updateVariables()
    other = Solver()
    other.addConstraint(y == 5)
    other.updateVariables()
    c = y == 7
    s.addConstraint(c)
    s.removeConstraint(c)
    s.updateVariables()
    assert (x.value(), y.value()) == (approx(1), 0.0)
    s.reset()
    other.updateVariables()
    s.updateVariables()  # y is no longer in s
    assert y.value() == approx(5)


def test_constraint_violated_and_expression_values():
    v = Variable("foo")
    s = Solver()
    c = 2 * v + 1 >= 0
    s.addEditVariable(v, "weak")
    s.addConstraint(c)
    s.suggestValue(v, 10)
    s.updateVariables()
    assert c.expression().value() == approx(21)
    assert c.expression().terms()[0].value() == approx(20)
    assert c.expression().terms()[0].variable().value() == approx(10)
    assert not c.violated()
    weak = (v == 3) | "weak"
    s.addConstraint((v >= 5))
    s.suggestValue(v, -100)
    s.addConstraint(weak)
    s.updateVariables()
    assert v.value() == approx(5)
    assert weak.violated()


# --- examples from kiwisolver's documentation and test suite ---------------------------------

def test_kiwi_docs_basic_example():
    x1, x2, xm = Variable("x1"), Variable("x2"), Variable("xm")
    constraints = [x1 >= 0, x2 <= 100, x2 >= x1 + 10, xm == (x1 + x2) / 2]
    solver = Solver()
    for cn in constraints:
        solver.addConstraint(cn)
    solver.addConstraint((x1 == 40) | "weak")
    solver.addEditVariable(xm, "strong")
    solver.suggestValue(xm, 60)
    solver.updateVariables()
    assert (x1.value(), x2.value(), xm.value()) == (approx(40), approx(80), approx(60))
    solver.suggestValue(xm, 90)
    solver.updateVariables()
    assert (x1.value(), x2.value(), xm.value()) == (approx(80), approx(100), approx(90))


def test_kiwi_solving_with_strength():
    v1, v2 = Variable("foo"), Variable("bar")
    s = Solver()
    s.addConstraint(v1 + v2 == 0)
    s.addConstraint(v1 == 10)
    s.addConstraint((v2 >= 0) | "weak")
    s.updateVariables()
    assert (v1.value(), v2.value()) == (approx(10), approx(-10))
    s.reset()
    s.addConstraint(v1 + v2 == 0)
    s.addConstraint((v1 >= 10) | "medium")
    s.addConstraint((v2 == 2) | "strong")
    s.updateVariables()
    assert (v1.value(), v2.value()) == (approx(-2), approx(2))


def test_kiwi_handling_infeasible_constraints():
    xm, xl, xr = Variable("xm"), Variable("xl"), Variable("xr")
    s = Solver()
    s.addEditVariable(xm, "strong")
    s.addEditVariable(xl, "weak")
    s.addEditVariable(xr, "weak")
    s.addConstraint(2 * xm == xl + xr)
    s.addConstraint(xl + 20 <= xr)
    s.addConstraint(xl >= -10)
    s.addConstraint(xr <= 100)
    s.suggestValue(xm, 40)
    s.suggestValue(xr, 50)
    s.suggestValue(xl, 30)
    s.suggestValue(xm, 60)  # a normal update
    s.suggestValue(xm, 90)  # infeasible: dual optimisation
    s.updateVariables()
    assert xl.value() + xr.value() == approx(2 * xm.value())
    assert xl.value() == approx(80)
    assert xr.value() == approx(100)


def test_kiwi_managing_edit_variables():
    v1, v2 = Variable("foo"), Variable("bar")
    s = Solver()
    s.addEditVariable(v1, "weak")
    s.addConstraint(v1 == 1 * v2 + 0)  # free: v2 follows v1
    s.addEditVariable(v2, "medium")
    assert s.hasEditVariable(v1) and s.hasEditVariable(v2)
    s.suggestValue(v1, 2)
    s.suggestValue(v2, 3)
    s.updateVariables()
    assert (v1.value(), v2.value()) == (approx(3), approx(3))  # medium wins over weak
    s.removeEditVariable(v2)
    s.updateVariables()
    assert (v1.value(), v2.value()) == (approx(2), approx(2))
    s.removeEditVariable(v1)
    assert not s.hasEditVariable(v1)


def test_dumps_has_kiwis_sections_and_the_objective_by_level(capsys):
    x = Variable("x")
    s = Solver()
    s.addConstraint(x <= 1)
    s.addConstraint((x >= 2) | "strong")
    s.addEditVariable(x, "weak")
    s.updateVariables()
    text = s.dumps()
    for header in ("Objective", "Tableau", "Infeasible", "Variables", "Edit Variables",
                   "Constraints"):
        assert header in text
    assert "strength 1e+06 (Trellis priority 900): 1 constraint, violation 1" in text
    assert "x = 1\n" in text
    assert "x | strength = 1\n" in text
    assert "1 * x + -2 >= 0 | strength = 1e+06 (VIOLATED)" in text
    assert text.index("1 * x + -1 <= 0") < text.index("1 * x + -2 >= 0")  # order added
    s.dump()
    assert capsys.readouterr().out == text


def test_many_variables_and_incremental_suggests():
    n = 200
    xs = [Variable("x%d" % i) for i in range(n)]
    s = Solver()
    s.addConstraint(xs[0] == 0)
    for a, b in zip(xs, xs[1:]):
        s.addConstraint(b == a + 1)
    end = Variable("end")
    s.addConstraint(end >= xs[-1])
    s.addEditVariable(end, "medium")
    for target in (0, 500, 1000, 150):
        s.suggestValue(end, target)
        s.updateVariables()
        assert xs[-1].value() == approx(n - 1)
        assert end.value() == approx(max(target, n - 1))
    assert not math.isnan(xs[57].value()) and xs[57].value() == approx(57)


# --- where strict levels and kiwi's weighted sums differ (README: "Strengths") --------------

def test_a_stronger_level_beats_any_number_of_weaker_violations_unlike_kiwi():
    # kiwi weighs errors: three weak (1 each) outweigh one create(0, 0, 2), so kiwi moves x
    # to 10 (cost 2 x 10 = 20 < 3 x 10 = 30). Trellis gives create(0, 0, 2) a higher level
    # than weak (priority_for: 2 -> 146.4 > 100), and that level is satisfied first: x = 0.
    def solve(module):
        x = module.Variable("x")
        s = module.Solver()
        s.addConstraint((x == 0) | module.strength.create(0, 0, 2))
        for _ in range(3):
            s.addConstraint((x == 10) | "weak")
        s.updateVariables()
        return x.value()

    assert solve(trellis.solver) == 0
    kiwisolver = pytest.importorskip("kiwisolver")
    assert solve(kiwisolver) == 10


# --- the C extension's bookkeeping ---------------------------------------------------------

def test_suggestions_apply_in_order_before_the_solver_is_next_used():
    x, y = Variable("x"), Variable("y")
    s = Solver()
    s.addConstraint(y == x + 1)
    s.addEditVariable(x, "strong")
    s.suggestValue(x, 1)
    s.suggestValue(x, 7)     # the later suggestion wins, as one call after the other
    s.updateVariables()
    assert (x.value(), y.value()) == (7, 8)
    s.suggestValue(x, 50)
    s.addConstraint(x <= 20)  # the suggestion reaches the solver before the constraint
    s.updateVariables()
    assert (x.value(), y.value()) == (20, 21)
    with pytest.raises(UnknownEditVariable):
        s.suggestValue(y, 3)  # refused at once, as kiwi refuses it
    with pytest.raises(TypeError):
        s.suggestValue(x, "3")
    with pytest.raises(trellis.ArgumentError):
        s.suggestValue(x, float("nan"))  # at once too, not at the next update
    s.updateVariables()
    assert x.value() == 20


def test_an_edit_variable_added_to_a_solved_variable_starts_at_zero():
    # kiwi's edit constraint is `v == 0` until the first suggestion, also for a variable
    # that constraints have moved already.
    x = Variable("x")
    s = Solver()
    s.addConstraint((x == 30) | "weak")
    s.updateVariables()
    assert x.value() == 30
    s.addEditVariable(x, "medium")
    s.updateVariables()
    assert x.value() == 0


def test_long_expressions_reduce_and_solve():
    xs = [Variable("x%d" % i) for i in range(40)]
    total = xs[0] + 0
    for v in xs[1:] + xs[:5]:   # 45 terms, the first five variables twice
        total = total + v
    c = total == 100
    terms = c.expression().terms()
    assert len(terms) == 40
    assert [t.coefficient() for t in terms[:6]] == [2, 2, 2, 2, 2, 1]
    assert [t.variable() for t in terms] == xs
    s = Solver()
    s.addConstraint(c)
    for i, v in enumerate(xs[1:], 1):
        s.addConstraint(v == i)
    s.updateVariables()
    # 2 (x0 + 1 + 2 + 3 + 4) + (5 + ... + 39) == 100
    assert xs[0].value() == approx((100 - 2 * 10 - sum(range(5, 40))) / 2)


def test_many_constraints_removed_in_any_order_are_tracked():
    import random
    rng = random.Random(7)
    x = Variable("x")
    s = Solver()
    constraints = [(x >= -i) | "weak" for i in range(2000)]
    for c in constraints:
        s.addConstraint(c)
    rng.shuffle(constraints)
    removed, kept = constraints[:1500], constraints[1500:]
    for c in removed:
        s.removeConstraint(c)
    assert not any(s.hasConstraint(c) for c in removed)
    assert all(s.hasConstraint(c) for c in kept)
    for c in kept:
        s.removeConstraint(c)
    with pytest.raises(UnknownConstraint):
        s.removeConstraint(kept[0])


def test_a_cycle_through_a_variables_context_is_collected():
    import gc
    import weakref

    class Context:
        pass

    context = Context()
    x = Variable("x", context)
    s = Solver()
    s.addConstraint(x == 1)
    context.solver = s          # context -> solver -> x -> context
    alive = weakref.ref(context)
    del context, x, s
    gc.collect()
    assert alive() is None


def test_reprs_are_kiwis():
    x = Variable("x")
    assert repr(2.5 * x + 1e-7) == "2.5 * x + 1e-07"
    assert repr(x / 3) == "0.333333 * x"
    assert repr((x - 1 <= 0) | "weak") == "1 * x + -1 <= 0 | strength = 1"
    assert str(Variable()) == ""


def test_numpy_scalars_are_numbers():
    np = pytest.importorskip("numpy")
    x = Variable("x")
    assert (np.float64(2.5) * x).coefficient() == 2.5   # numpy's float is a float
    assert (x / np.float64(4)).coefficient() == 0.25
    assert ((x + np.float64(1)) == np.float64(3)).expression().constant() == -2


def test_the_extension_keeps_no_process_globals():
    # trellis._solver is built as kiwisolver's own extension is: heap types (PEP 384 specs),
    # multi-phase initialisation (PEP 489) and module state (PEP 573). So a second module
    # object made from the same spec has types and configuration of its own: nothing the
    # first one set up (the exception classes, the libtrellis table) leaks into it.
    import importlib.util
    import trellis._solver as extension
    heap_type = 1 << 9  # Py_TPFLAGS_HEAPTYPE
    for name in ("Variable", "Term", "Expression", "Constraint", "Strength", "Solver"):
        assert getattr(extension, name).__flags__ & heap_type, name
    spec = importlib.util.find_spec("trellis._solver")
    other = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(other)
    assert other.Variable is not extension.Variable
    assert repr(other.Variable("x") + 1) == "1 * x + 1"
    with pytest.raises(RuntimeError, match="not configured"):
        other.Solver()
    # Subclasses in Python find their module through their base (PyType_GetModuleByDef).
    class Named(Variable):
        pass

    class Logging(Solver):
        pass

    width = Named("width")
    solver = Logging()
    solver.addConstraint(width >= 40)
    solver.addConstraint((width == 10) | "weak")
    solver.updateVariables()
    assert width.value() == 40.0 and {width: 1}[width] == 1
