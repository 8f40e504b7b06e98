/*
 * C ABI tests of the raw solver in Include/trellis.h.
 *
 * Plain C99:  cc -std=c99 -Wall -Wextra -Werror -I Include Tests/CABI/test_solver.c \
 *                -L <libdir> -ltrellis -Wl,-rpath,<libdir> -lm
 * (Tests/CABI/run.sh <libdir> does this and runs it.)
 * Prints failures on stderr and one closing line "N passed, M failed" on stdout; exits 1
 * if any check failed.
 */
#include <ctype.h>
#include <math.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "checks.h"

static trellis_solver *new_solver(void) {
    trellis_solver *s = NULL;
    CHECK_STATUS(trellis_solver_new(&s), TRELLIS_OK);
    CHECK(s != NULL);
    if (s == NULL) {
        fprintf(stderr, "cannot create a solver; giving up\n");
        printf("%d passed, %d failed\n", passed, failed + 1);
        exit(1);
    }
    return s;
}

static trellis_var new_var(trellis_solver *s, const char *name) {
    trellis_var v = 0;
    CHECK_STATUS(trellis_solver_new_variable(s, name, &v), TRELLIS_OK);
    return v;
}

/* a*x + constant REL 0 */
static trellis_status add1(trellis_solver *s, trellis_var x, double a, double constant,
                           trellis_relation rel, double priority, trellis_constraint *out) {
    trellis_constraint ignored;
    return trellis_solver_add_constraint(s, &x, &a, 1, constant, rel, priority,
                                         out ? out : &ignored);
}

/* a*x + b*y + constant REL 0 */
static trellis_status add2(trellis_solver *s, trellis_var x, double a, trellis_var y, double b,
                           double constant, trellis_relation rel, double priority,
                           trellis_constraint *out) {
    trellis_var vars[2];
    double coefficients[2];
    trellis_constraint ignored;
    vars[0] = x;
    vars[1] = y;
    coefficients[0] = a;
    coefficients[1] = b;
    return trellis_solver_add_constraint(s, vars, coefficients, 2, constant, rel, priority,
                                         out ? out : &ignored);
}

/* ------------------------------------------------------------------------------------- */

static void test_version(void) {
    const char *v = trellis_version();
    const char *p;
    int parts = 0;
    CHECK(v != NULL);
    if (v == NULL) return;
    p = v;
    for (;;) {
        const char *start = p;
        while (isdigit((unsigned char)*p)) p++;
        if (p == start) break; /* a part without digits */
        parts++;
        if (*p == '.' && parts < 3) {
            p++;
            continue;
        }
        break;
    }
    CHECK(parts == 3 && *p == '\0'); /* exactly MAJOR.MINOR.PATCH */
    if (!(parts == 3 && *p == '\0')) fprintf(stderr, "  version is \"%s\"\n", v);
    CHECK(strcmp(trellis_version(), v) == 0); /* static: the same string every time */
}

static void test_last_error(void) {
    trellis_solver *s = new_solver();
    CHECK(trellis_last_error() != NULL);
    /* each failure leaves its own message */
    CHECK_STATUS(trellis_solver_update(NULL), TRELLIS_ERROR_ARGUMENT);
    CHECK_STATUS(trellis_solver_remove_constraint(s, 4242), TRELLIS_ERROR_NOT_FOUND);
    CHECK(strlen(trellis_last_error()) > 0);
    trellis_solver_free(s);
}

static void test_free_null_is_a_no_op(void) {
    trellis_solver_free(NULL);
    CHECK(1);
}

static void test_null_handling(void) {
    trellis_solver *s = new_solver();
    trellis_var x = new_var(s, "x");
    trellis_var anonymous;
    trellis_constraint c;
    double one = 1.0;

    CHECK_STATUS(trellis_solver_new(NULL), TRELLIS_ERROR_ARGUMENT);

    CHECK_STATUS(trellis_solver_new_variable(NULL, "y", &anonymous), TRELLIS_ERROR_ARGUMENT);
    CHECK_STATUS(trellis_solver_new_variable(s, "y", NULL), TRELLIS_ERROR_ARGUMENT);
    CHECK_STATUS(trellis_solver_new_variable(s, NULL, &anonymous), TRELLIS_OK); /* name may be NULL */
    CHECK(anonymous != x);
    CHECK_STATUS(trellis_solver_new_variable(s, "\xff\xfe not UTF-8", &anonymous), TRELLIS_OK);

    /* add_constraint */
    CHECK_STATUS(trellis_solver_add_constraint(NULL, &x, &one, 1, -5, TRELLIS_EQ, 1000, &c),
                 TRELLIS_ERROR_ARGUMENT);
    CHECK_STATUS(trellis_solver_add_constraint(s, NULL, &one, 1, -5, TRELLIS_EQ, 1000, &c),
                 TRELLIS_ERROR_ARGUMENT);
    CHECK_STATUS(trellis_solver_add_constraint(s, &x, NULL, 1, -5, TRELLIS_EQ, 1000, &c),
                 TRELLIS_ERROR_ARGUMENT);
    CHECK_STATUS(trellis_solver_add_constraint(s, NULL, NULL, 1, -5, TRELLIS_EQ, 1000, &c),
                 TRELLIS_ERROR_ARGUMENT);
    /* counts above PTRDIFF_MAX (negative as a signed size) are counts > 0 too */
    CHECK_STATUS(trellis_solver_add_constraint(s, NULL, NULL, (size_t)-1, -5, TRELLIS_EQ, 1000, &c),
                 TRELLIS_ERROR_ARGUMENT);
    CHECK_STATUS(trellis_solver_add_constraint(s, NULL, NULL, ((size_t)-1) / 2 + 1, -5, TRELLIS_EQ, 1000, &c),
                 TRELLIS_ERROR_ARGUMENT);
    /* NULL arrays are fine with count 0: the constant-only constraint 0 == 0 */
    CHECK_STATUS(trellis_solver_add_constraint(s, NULL, NULL, 0, 0, TRELLIS_EQ, 1000, &c),
                 TRELLIS_OK);
    CHECK_STATUS(trellis_solver_remove_constraint(s, c), TRELLIS_OK);
    /* none of the failed calls added x == 5: x == 7 is not a conflict */
    /* (trellis.h: `out` may be NULL when the handle is not needed.) */
    CHECK_STATUS(add1(s, x, 1, -7, TRELLIS_EQ, 1000, NULL), TRELLIS_OK);
    CHECK_STATUS(trellis_solver_update(s), TRELLIS_OK);
    CHECK_VALUE(s, x, 7);

    CHECK_STATUS(trellis_solver_remove_constraint(NULL, c), TRELLIS_ERROR_ARGUMENT);
    CHECK_STATUS(trellis_solver_add_edit_variable(NULL, x, 500), TRELLIS_ERROR_ARGUMENT);
    CHECK_STATUS(trellis_solver_remove_edit_variable(NULL, x), TRELLIS_ERROR_ARGUMENT);
    CHECK_STATUS(trellis_solver_suggest_value(NULL, x, 1), TRELLIS_ERROR_ARGUMENT);
    CHECK_STATUS(trellis_solver_update(NULL), TRELLIS_ERROR_ARGUMENT);
    CHECK(isnan(trellis_solver_value(NULL, x)));
    check_message(__LINE__);
    trellis_solver_free(s);
}

static void test_non_finite_numbers_and_bad_arguments(void) {
    trellis_solver *s = new_solver();
    trellis_var x = new_var(s, "x");
    const double bad[3] = {NAN, INFINITY, -INFINITY};
    int i;
    trellis_constraint c;

    CHECK_STATUS(add1(s, x, 1, -3, TRELLIS_EQ, 1000, NULL), TRELLIS_OK);
    for (i = 0; i < 3; i++) {
        CHECK_STATUS(add1(s, x, 1, bad[i], TRELLIS_EQ, 1000, NULL), TRELLIS_ERROR_ARGUMENT);
        CHECK_STATUS(add1(s, x, bad[i], 0, TRELLIS_GE, 500, NULL), TRELLIS_ERROR_ARGUMENT);
        CHECK_STATUS(add1(s, x, 1, 0, TRELLIS_LE, bad[i], NULL), TRELLIS_ERROR_ARGUMENT);
        CHECK_STATUS(trellis_solver_add_edit_variable(s, x, bad[i]), TRELLIS_ERROR_ARGUMENT);
    }
    /* priorities outside 1...1000 */
    CHECK_STATUS(add1(s, x, 1, 0, TRELLIS_EQ, 0, NULL), TRELLIS_ERROR_ARGUMENT);
    CHECK_STATUS(add1(s, x, 1, 0, TRELLIS_EQ, 1001, NULL), TRELLIS_ERROR_ARGUMENT);
    CHECK_STATUS(add1(s, x, 1, 0, TRELLIS_EQ, -1, NULL), TRELLIS_ERROR_ARGUMENT);
    CHECK_STATUS(add1(s, x, 1, 0, TRELLIS_EQ, 0.5, NULL), TRELLIS_ERROR_ARGUMENT);
    CHECK_STATUS(add1(s, x, 1, 0, TRELLIS_EQ, 1000.5, NULL), TRELLIS_ERROR_ARGUMENT);
    /* bounds and fractional priorities are fine */
    CHECK_STATUS(add1(s, x, 1, -100, TRELLIS_EQ, 1, &c), TRELLIS_OK);
    CHECK_STATUS(trellis_solver_remove_constraint(s, c), TRELLIS_OK);
    CHECK_STATUS(add1(s, x, 1, -100, TRELLIS_EQ, 250.5, &c), TRELLIS_OK);
    CHECK_STATUS(trellis_solver_remove_constraint(s, c), TRELLIS_OK);
    /* a relation that is not -1, 0 or 1 */
    CHECK_STATUS(add1(s, x, 1, 0, (trellis_relation)2, 500, NULL), TRELLIS_ERROR_ARGUMENT);
    CHECK_STATUS(add1(s, x, 1, 0, (trellis_relation)-2, 500, NULL), TRELLIS_ERROR_ARGUMENT);
    /* NaN in the second entry of an array: nothing is added */
    {
        trellis_var y = new_var(s, "y");
        trellis_var vars[2];
        double coefficients[2];
        vars[0] = x;
        vars[1] = y;
        coefficients[0] = 1;
        coefficients[1] = NAN;
        CHECK_STATUS(trellis_solver_add_constraint(s, vars, coefficients, 2, 0, TRELLIS_EQ, 1000, &c),
                     TRELLIS_ERROR_ARGUMENT);
    }
    /* suggest_value */
    CHECK_STATUS(trellis_solver_add_edit_variable(s, x, 100), TRELLIS_OK);
    for (i = 0; i < 3; i++)
        CHECK_STATUS(trellis_solver_suggest_value(s, x, bad[i]), TRELLIS_ERROR_ARGUMENT);
    /* nothing of the above changed the solution */
    CHECK_STATUS(trellis_solver_update(s), TRELLIS_OK);
    CHECK_VALUE(s, x, 3);
    trellis_solver_free(s);
}

static void test_unknown_ids(void) {
    trellis_solver *s = new_solver();
    trellis_var x = new_var(s, "x");
    const trellis_var unknown[2] = {4242, 0xFFFFFFFFu};
    trellis_constraint c;
    int i;

    for (i = 0; i < 2; i++) {
        trellis_var u = unknown[i];
        CHECK_STATUS(add1(s, u, 1, -1, TRELLIS_EQ, 1000, NULL), TRELLIS_ERROR_NOT_FOUND);
        CHECK_STATUS(add2(s, x, 1, u, 1, -1, TRELLIS_EQ, 1000, NULL), TRELLIS_ERROR_NOT_FOUND);
        CHECK_STATUS(trellis_solver_add_edit_variable(s, u, 500), TRELLIS_ERROR_NOT_FOUND);
        CHECK_STATUS(trellis_solver_remove_edit_variable(s, u), TRELLIS_ERROR_NOT_FOUND);
        CHECK_STATUS(trellis_solver_suggest_value(s, u, 1), TRELLIS_ERROR_NOT_FOUND);
        CHECK(isnan(trellis_solver_value(s, u)));
        check_message(__LINE__);
        CHECK_STATUS(trellis_solver_remove_constraint(s, (trellis_constraint)u), TRELLIS_ERROR_NOT_FOUND);
    }
    /* a constraint removed twice */
    CHECK_STATUS(add1(s, x, 1, -2, TRELLIS_GE, 1000, &c), TRELLIS_OK);
    CHECK_STATUS(trellis_solver_remove_constraint(s, c), TRELLIS_OK);
    CHECK_STATUS(trellis_solver_remove_constraint(s, c), TRELLIS_ERROR_NOT_FOUND);
    /* the unknown x + u == 1 was not half-added: x == 5 is fine */
    CHECK_STATUS(add1(s, x, 1, -5, TRELLIS_EQ, 1000, NULL), TRELLIS_OK);
    CHECK_STATUS(trellis_solver_update(s), TRELLIS_OK);
    CHECK_VALUE(s, x, 5);
    trellis_solver_free(s);
}

static void test_edit_variable_states(void) {
    trellis_solver *s = new_solver();
    trellis_var x = new_var(s, "x");
    trellis_var y = new_var(s, "y");

    CHECK_STATUS(trellis_solver_add_edit_variable(s, x, 1000), TRELLIS_ERROR_ARGUMENT);
    CHECK_STATUS(trellis_solver_add_edit_variable(s, x, 0), TRELLIS_ERROR_ARGUMENT);
    CHECK_STATUS(trellis_solver_add_edit_variable(s, x, 1001), TRELLIS_ERROR_ARGUMENT);
    CHECK_STATUS(trellis_solver_suggest_value(s, x, 1), TRELLIS_ERROR_STATE); /* not an edit yet */
    CHECK_STATUS(trellis_solver_remove_edit_variable(s, x), TRELLIS_ERROR_STATE);
    CHECK_STATUS(trellis_solver_add_edit_variable(s, x, 999), TRELLIS_OK);
    CHECK_STATUS(trellis_solver_add_edit_variable(s, x, 999), TRELLIS_ERROR_STATE);
    CHECK_STATUS(trellis_solver_add_edit_variable(s, x, 500), TRELLIS_ERROR_STATE);
    CHECK_STATUS(trellis_solver_suggest_value(s, y, 1), TRELLIS_ERROR_STATE);

    /* y == 2x + 1; the edit's suggested value starts at 0 */
    CHECK_STATUS(add2(s, y, 1, x, -2, -1, TRELLIS_EQ, 1000, NULL), TRELLIS_OK);
    CHECK_STATUS(trellis_solver_update(s), TRELLIS_OK);
    CHECK_VALUE(s, x, 0);
    CHECK_VALUE(s, y, 1);
    CHECK_STATUS(trellis_solver_suggest_value(s, x, 3), TRELLIS_OK);
    /* values are published by update only */
    CHECK_VALUE(s, x, 0);
    CHECK_STATUS(trellis_solver_update(s), TRELLIS_OK);
    CHECK_VALUE(s, x, 3);
    CHECK_VALUE(s, y, 7);

    CHECK_STATUS(trellis_solver_remove_edit_variable(s, x), TRELLIS_OK);
    CHECK_STATUS(trellis_solver_remove_edit_variable(s, x), TRELLIS_ERROR_STATE);
    CHECK_STATUS(trellis_solver_suggest_value(s, x, 4), TRELLIS_ERROR_STATE);
    /* again an edit, at another priority */
    CHECK_STATUS(trellis_solver_add_edit_variable(s, x, 1), TRELLIS_OK);
    CHECK_STATUS(trellis_solver_suggest_value(s, x, -2), TRELLIS_OK);
    CHECK_STATUS(trellis_solver_update(s), TRELLIS_OK);
    CHECK_VALUE(s, x, -2);
    CHECK_VALUE(s, y, -3);
    trellis_solver_free(s);
}

/* trellis.h: "the first suggestion is v's current value, so adding an edit variable does
 * not move anything" (unlike kiwi, which starts at 0), also when v is not at 0. */
static void test_edit_variable_starts_at_current_value(void) {
    trellis_solver *s = new_solver();
    trellis_var x = new_var(s, "x");
    trellis_var z = new_var(s, "z");
    CHECK_STATUS(add1(s, z, 1, -5, TRELLIS_GE, 1000, NULL), TRELLIS_OK);          /* z >= 5 */
    CHECK_STATUS(add2(s, z, 1, x, -1, -44, TRELLIS_EQ, 1000, NULL), TRELLIS_OK);  /* z == x + 44 */
    CHECK_STATUS(trellis_solver_update(s), TRELLIS_OK);
    double before_x = trellis_solver_value(s, x), before_z = trellis_solver_value(s, z);
    CHECK_STATUS(trellis_solver_add_edit_variable(s, x, 500), TRELLIS_OK);
    CHECK_STATUS(trellis_solver_update(s), TRELLIS_OK);
    CHECK_VALUE(s, x, before_x);
    CHECK_VALUE(s, z, before_z);
    CHECK_STATUS(trellis_solver_suggest_value(s, x, 0), TRELLIS_OK);              /* kiwi's start */
    CHECK_STATUS(trellis_solver_update(s), TRELLIS_OK);
    CHECK_VALUE(s, x, 0);
    CHECK_VALUE(s, z, 44);
    trellis_solver_free(s);
}

/* An edit variable's own constraint is not a constraint "added earlier" by the caller: no id
 * that add_constraint did not hand out may remove it. */
static void test_edit_constraints_are_not_removable_by_id(void) {
    trellis_solver *s = new_solver();
    trellis_var x = new_var(s, "x");
    trellis_var y = new_var(s, "y");
    trellis_constraint mine;
    trellis_constraint id;
    CHECK_STATUS(trellis_solver_add_edit_variable(s, x, 500), TRELLIS_OK);
    CHECK_STATUS(add2(s, y, 1, x, -1, -1, TRELLIS_EQ, 1000, &mine), TRELLIS_OK); /* y == x + 1 */
    for (id = 0; id < 16; id++)
        if (id != mine) CHECK_STATUS(trellis_solver_remove_constraint(s, id), TRELLIS_ERROR_NOT_FOUND);
    CHECK_STATUS(trellis_solver_suggest_value(s, x, 7), TRELLIS_OK);
    CHECK_STATUS(trellis_solver_update(s), TRELLIS_OK);
    CHECK_VALUE(s, x, 7);
    CHECK_VALUE(s, y, 8);
    CHECK_STATUS(trellis_solver_remove_edit_variable(s, x), TRELLIS_OK);
    trellis_solver_free(s);
}

static void test_unsatisfiable_required_leaves_the_solver_unchanged(void) {
    trellis_solver *s = new_solver();
    trellis_var x = new_var(s, "x");
    trellis_var y = new_var(s, "y");
    trellis_constraint first;
    trellis_constraint c;

    CHECK_STATUS(add1(s, x, 1, -1, TRELLIS_EQ, 1000, &first), TRELLIS_OK);   /* x == 1 */
    CHECK_STATUS(add1(s, x, 1, -2, TRELLIS_EQ, 1000, NULL), TRELLIS_ERROR_UNSATISFIABLE); /* x == 2 */
    CHECK_STATUS(add1(s, x, 1, -5, TRELLIS_GE, 1000, NULL), TRELLIS_ERROR_UNSATISFIABLE); /* x >= 5 */
    CHECK_STATUS(trellis_solver_update(s), TRELLIS_OK);
    CHECK_VALUE(s, x, 1);
    /* further constraints still work */
    CHECK_STATUS(add2(s, y, 1, x, -1, -1, TRELLIS_EQ, 1000, &c), TRELLIS_OK); /* y == x + 1 */
    CHECK_STATUS(add1(s, y, 1, -10, TRELLIS_EQ, 750, NULL), TRELLIS_OK);     /* y == 10 @750 */
    CHECK_STATUS(trellis_solver_update(s), TRELLIS_OK);
    CHECK_VALUE(s, x, 1);
    CHECK_VALUE(s, y, 2);
    /* a constant-only contradiction (1 == 0) is unsatisfiable too, optional it is not */
    CHECK_STATUS(trellis_solver_add_constraint(s, NULL, NULL, 0, 1, TRELLIS_EQ, 1000, &c),
                 TRELLIS_ERROR_UNSATISFIABLE);
    CHECK_STATUS(trellis_solver_add_constraint(s, NULL, NULL, 0, 1, TRELLIS_EQ, 10, &c), TRELLIS_OK);
    /* the conflict goes away with x == 1 */
    CHECK_STATUS(trellis_solver_remove_constraint(s, first), TRELLIS_OK);
    CHECK_STATUS(add1(s, x, 1, -2, TRELLIS_EQ, 1000, NULL), TRELLIS_OK);
    CHECK_STATUS(trellis_solver_update(s), TRELLIS_OK);
    CHECK_VALUE(s, x, 2);
    CHECK_VALUE(s, y, 3);
    /* x <= 1 and x >= 3 */
    {
        trellis_var z = new_var(s, "z");
        CHECK_STATUS(add1(s, z, 1, -1, TRELLIS_LE, 1000, NULL), TRELLIS_OK);
        CHECK_STATUS(add1(s, z, 1, -3, TRELLIS_GE, 1000, NULL), TRELLIS_ERROR_UNSATISFIABLE);
        CHECK_STATUS(add1(s, z, 1, -3, TRELLIS_GE, 999, NULL), TRELLIS_OK);
        CHECK_STATUS(trellis_solver_update(s), TRELLIS_OK);
        CHECK_VALUE(s, z, 1);
    }
    trellis_solver_free(s);
}

static void test_values_and_repeated_variables(void) {
    trellis_solver *s = new_solver();
    trellis_var x = new_var(s, "x");
    trellis_var vars[2];
    double coefficients[2];
    trellis_constraint c;

    CHECK_VALUE(s, x, 0); /* before the first update */
    CHECK_STATUS(trellis_solver_update(s), TRELLIS_OK);
    CHECK_VALUE(s, x, 0); /* a fresh variable is 0 */
    /* x + x - 10 == 0: coefficients add up */
    vars[0] = x;
    vars[1] = x;
    coefficients[0] = 1;
    coefficients[1] = 1;
    CHECK_STATUS(trellis_solver_add_constraint(s, vars, coefficients, 2, -10, TRELLIS_EQ, 1000, &c),
                 TRELLIS_OK);
    CHECK_STATUS(trellis_solver_update(s), TRELLIS_OK);
    CHECK_VALUE(s, x, 5);
    CHECK_STATUS(trellis_solver_remove_constraint(s, c), TRELLIS_OK);
    /* <= and >= */
    CHECK_STATUS(add1(s, x, 1, -10, TRELLIS_LE, 1000, NULL), TRELLIS_OK); /* x <= 10 */
    CHECK_STATUS(add1(s, x, 1, -20, TRELLIS_EQ, 500, &c), TRELLIS_OK);    /* x == 20 @500 */
    CHECK_STATUS(trellis_solver_update(s), TRELLIS_OK);
    CHECK_VALUE(s, x, 10);
    CHECK_STATUS(trellis_solver_remove_constraint(s, c), TRELLIS_OK);
    CHECK_STATUS(add1(s, x, -1, 4, TRELLIS_LE, 1000, NULL), TRELLIS_OK);  /* -x + 4 <= 0 */
    CHECK_STATUS(add1(s, x, 1, 0, TRELLIS_EQ, 500, NULL), TRELLIS_OK);    /* x == 0 @500 */
    CHECK_STATUS(trellis_solver_update(s), TRELLIS_OK);
    CHECK_VALUE(s, x, 4);
    trellis_solver_free(s);
}

static void test_strict_priorities(void) {
    trellis_solver *s = new_solver();
    trellis_var x = new_var(s, "x");
    trellis_var y = new_var(s, "y");
    trellis_var z = new_var(s, "z");
    int i;

    /* one at 751 beats a hundred at 750 */
    CHECK_STATUS(add1(s, x, 1, -10, TRELLIS_EQ, 751, NULL), TRELLIS_OK);
    for (i = 0; i < 100; i++) CHECK_STATUS(add1(s, x, 1, 0, TRELLIS_EQ, 750, NULL), TRELLIS_OK);
    /* a fractional level is a level: 250.5 beats 250 */
    CHECK_STATUS(add1(s, z, 1, -7, TRELLIS_EQ, 250.5, NULL), TRELLIS_OK);
    for (i = 0; i < 10; i++) CHECK_STATUS(add1(s, z, 1, 0, TRELLIS_EQ, 250, NULL), TRELLIS_OK);
    /* within one level violations add up: 2|y| + |y - 10| is least at y = 0 */
    CHECK_STATUS(add1(s, y, 1, 0, TRELLIS_EQ, 500, NULL), TRELLIS_OK);
    CHECK_STATUS(add1(s, y, 1, 0, TRELLIS_EQ, 500, NULL), TRELLIS_OK);
    CHECK_STATUS(add1(s, y, 1, -10, TRELLIS_EQ, 500, NULL), TRELLIS_OK);
    CHECK_STATUS(trellis_solver_update(s), TRELLIS_OK);
    CHECK_VALUE(s, x, 10);
    CHECK_VALUE(s, y, 0);
    CHECK_VALUE(s, z, 7);
    trellis_solver_free(s);
}

/* Three boxes in a row, 10 apart, equal widths, filling an edited total width:
 *   l0 == 0; l1 == l0 + w0 + 10; l2 == l1 + w1 + 10; l2 + w2 == width; w0 == w1 == w2 >= 0 */
static void test_three_boxes_in_a_row(void) {
    trellis_solver *s = new_solver();
    trellis_var width = new_var(s, "width");
    trellis_var l[3], w[3];
    trellis_constraint fixed;
    int i;
    const char *names[6] = {"l0", "w0", "l1", "w1", "l2", "w2"};

    for (i = 0; i < 3; i++) {
        l[i] = new_var(s, names[2 * i]);
        w[i] = new_var(s, names[2 * i + 1]);
    }
    CHECK_STATUS(add1(s, l[0], 1, 0, TRELLIS_EQ, 1000, NULL), TRELLIS_OK);
    for (i = 0; i < 2; i++) {
        trellis_var vars[3];
        double coefficients[3];
        vars[0] = l[i + 1]; coefficients[0] = 1;
        vars[1] = l[i];     coefficients[1] = -1;
        vars[2] = w[i];     coefficients[2] = -1;
        CHECK_STATUS(trellis_solver_add_constraint(s, vars, coefficients, 3, -10, TRELLIS_EQ, 1000, &fixed),
                     TRELLIS_OK);
    }
    {
        trellis_var vars[3];
        double coefficients[3];
        vars[0] = l[2];  coefficients[0] = 1;
        vars[1] = w[2];  coefficients[1] = 1;
        vars[2] = width; coefficients[2] = -1;
        CHECK_STATUS(trellis_solver_add_constraint(s, vars, coefficients, 3, 0, TRELLIS_EQ, 1000, &fixed),
                     TRELLIS_OK);
    }
    CHECK_STATUS(add2(s, w[0], 1, w[1], -1, 0, TRELLIS_EQ, 1000, NULL), TRELLIS_OK);
    CHECK_STATUS(add2(s, w[1], 1, w[2], -1, 0, TRELLIS_EQ, 1000, NULL), TRELLIS_OK);
    for (i = 0; i < 3; i++) CHECK_STATUS(add1(s, w[i], 1, 0, TRELLIS_GE, 1000, NULL), TRELLIS_OK);
    CHECK_STATUS(trellis_solver_add_edit_variable(s, width, 999), TRELLIS_OK);

    CHECK_STATUS(trellis_solver_suggest_value(s, width, 320), TRELLIS_OK);
    CHECK_STATUS(trellis_solver_update(s), TRELLIS_OK);
    for (i = 0; i < 3; i++) {
        CHECK_VALUE(s, w[i], 100);
        CHECK_VALUE(s, l[i], 110 * i);
    }
    CHECK_STATUS(trellis_solver_suggest_value(s, width, 620), TRELLIS_OK);
    CHECK_STATUS(trellis_solver_update(s), TRELLIS_OK);
    for (i = 0; i < 3; i++) {
        CHECK_VALUE(s, w[i], 200);
        CHECK_VALUE(s, l[i], 210 * i);
    }
    /* too narrow for the spacing: the widths stop at 0, the width at 20 */
    CHECK_STATUS(trellis_solver_suggest_value(s, width, 5), TRELLIS_OK);
    CHECK_STATUS(trellis_solver_update(s), TRELLIS_OK);
    CHECK_VALUE(s, width, 20);
    CHECK_VALUE(s, w[1], 0);
    CHECK_VALUE(s, l[2], 20);
    /* the middle box prefers 50 (@750): the others share the rest */
    CHECK_STATUS(add1(s, w[1], 1, -50, TRELLIS_EQ, 750, &fixed), TRELLIS_OK);
    CHECK_STATUS(trellis_solver_suggest_value(s, width, 320), TRELLIS_OK);
    CHECK_STATUS(trellis_solver_update(s), TRELLIS_OK);
    CHECK_VALUE(s, w[0], 100); /* w0 == w1 == w2 is required: the preference loses */
    CHECK_STATUS(trellis_solver_remove_constraint(s, fixed), TRELLIS_OK);
    CHECK_STATUS(trellis_solver_update(s), TRELLIS_OK);
    CHECK_VALUE(s, w[2], 100);
    trellis_solver_free(s);
}

static void test_solvers_are_independent(void) {
    trellis_solver *a = new_solver();
    trellis_solver *b = new_solver();
    trellis_var xa = new_var(a, "x");
    trellis_var xb = new_var(b, "x");
    CHECK_STATUS(add1(a, xa, 1, -1, TRELLIS_EQ, 1000, NULL), TRELLIS_OK);
    CHECK_STATUS(add1(b, xb, 1, -2, TRELLIS_EQ, 1000, NULL), TRELLIS_OK);
    CHECK_STATUS(trellis_solver_update(a), TRELLIS_OK);
    CHECK_STATUS(trellis_solver_update(b), TRELLIS_OK);
    CHECK_VALUE(a, xa, 1);
    CHECK_VALUE(b, xb, 2);
    trellis_solver_free(a);
    CHECK_STATUS(trellis_solver_update(b), TRELLIS_OK);
    CHECK_VALUE(b, xb, 2);
    trellis_solver_free(b);
}

int main(void) {
    test_version();
    test_last_error();
    test_free_null_is_a_no_op();
    test_null_handling();
    test_non_finite_numbers_and_bad_arguments();
    test_unknown_ids();
    test_edit_variable_states();
    test_edit_variable_starts_at_current_value();
    test_edit_constraints_are_not_removable_by_id();
    test_unsatisfiable_required_leaves_the_solver_unchanged();
    test_values_and_repeated_variables();
    test_strict_priorities();
    test_three_boxes_in_a_row();
    test_solvers_are_independent();
    printf("%d passed, %d failed\n", passed, failed);
    return failed > 0 ? 1 : 0;
}
