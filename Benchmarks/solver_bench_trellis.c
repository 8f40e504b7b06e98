/*
 * solver_bench_trellis.c — raw-solver benchmark for Trellis, through the C API in
 * Include/trellis.h.
 *
 * What it measures: the incremental Cassowary solver behind trellis_solver_* on four
 * scenarios that stress different parts of it (building long dependency chains, repeated
 * edit-variable suggests, adding/removing many constraints, a GUI-like grid layout).
 * Why: Trellis promises to be at least as fast as kiwi (the C++ solver used by enaml and
 * matplotlib), and much faster on chains and edits. solver_bench_kiwi.cpp runs the very
 * same scenarios, with the same constraints added in the same order, against kiwi;
 * run_solver_bench.sh compiles and runs both and prints the comparison table.
 *
 * Usage: solver_bench_trellis [REPS]   (default 5)
 * Output, one per line:
 *   <metric>_us <median over REPS, in microseconds>
 *   check <scenario>.<name> <value>     (solved values, compared with kiwi's by the runner)
 *
 * Priorities: kiwi's weak / medium / strong map to 250 / 500 / 750; kiwi's strong edit
 * variables map to 900 (an edit is never required in Trellis). All scenarios are built so
 * that the optimum is the same under kiwi's weighted strengths and Trellis's strict
 * (lexicographic) priorities, or so that only optimum-invariant values are checked.
 *
 * Keep this file and solver_bench_kiwi.cpp in step: any change to a scenario goes in both.
 */
#include <math.h>
#include <stdio.h>
#include <stdlib.h>
#include <time.h>

#include "trellis.h"

#define WEAK 250.0
#define MEDIUM 500.0
#define STRONG 750.0
#define REQUIRED 1000.0
#define EDIT_STRONG 900.0

/* ------------------------------------------------------------------------------------- */
/* Helpers                                                                                */
/* ------------------------------------------------------------------------------------- */

static void check_status(trellis_status st, const char *what, int line)
{
    if (st != TRELLIS_OK) {
        fprintf(stderr, "solver_bench_trellis: line %d: %s failed (status %d): %s\n", line,
                what, (int)st, trellis_last_error());
        exit(1);
    }
}
#define CHECK(call) check_status((call), #call, __LINE__)

static double now_us(void)
{
    struct timespec ts;
    clock_gettime(CLOCK_MONOTONIC, &ts);
    return (double)ts.tv_sec * 1e6 + (double)ts.tv_nsec / 1e3;
}

static int cmp_double(const void *a, const void *b)
{
    double x = *(const double *)a, y = *(const double *)b;
    return (x > y) - (x < y);
}

static double median(double *v, int n)
{
    qsort(v, (size_t)n, sizeof *v, cmp_double);
    return (n % 2) ? v[n / 2] : 0.5 * (v[n / 2 - 1] + v[n / 2]);
}

static trellis_solver *new_solver(void)
{
    trellis_solver *s = NULL;
    CHECK(trellis_solver_new(&s));
    return s;
}

static trellis_var new_var(trellis_solver *s)
{
    trellis_var v;
    CHECK(trellis_solver_new_variable(s, NULL, &v));
    return v;
}

/* Adds  sum(co[i]*vs[i]) + constant  REL  0  at priority `prio`. */
static trellis_constraint add(trellis_solver *s, size_t n, const trellis_var *vs,
                              const double *co, double constant, trellis_relation rel,
                              double prio)
{
    trellis_constraint c;
    CHECK(trellis_solver_add_constraint(s, vs, co, n, constant, rel, prio, &c));
    return c;
}

static double val(const trellis_solver *s, trellis_var v)
{
    return trellis_solver_value(s, v);
}

static double max2(double a, double b) { return a > b ? a : b; }

/* How far `lhs REL 0` is from holding (0 when it holds). */
static double viol_eq(double lhs) { return fabs(lhs); }
static double viol_ge(double lhs) { return lhs < 0 ? -lhs : 0; }
static double viol_le(double lhs) { return lhs > 0 ? lhs : 0; }

/* ------------------------------------------------------------------------------------- */
/* (a) chain: x0 == 0; x[i+1] >= x[i] + 10 (required); x[i] == 5i (weak).                 */
/* Optimum: x[i] = 10 i.                                                                   */
/* ------------------------------------------------------------------------------------- */

enum { CHAIN_N = 1000 };

static double bench_chain(int report)
{
    static trellis_var x[CHAIN_N];
    double t0 = now_us();
    trellis_solver *s = new_solver();
    for (int i = 0; i < CHAIN_N; i++) x[i] = new_var(s);
    {
        double one = 1.0;
        add(s, 1, &x[0], &one, 0.0, TRELLIS_EQ, REQUIRED); /* x0 == 0 */
    }
    for (int i = 0; i < CHAIN_N; i++) {
        if (i + 1 < CHAIN_N) { /* x[i+1] - x[i] - 10 >= 0 */
            trellis_var vs[2] = {x[i + 1], x[i]};
            double co[2] = {1.0, -1.0};
            add(s, 2, vs, co, -10.0, TRELLIS_GE, REQUIRED);
        }
        { /* x[i] - 5i == 0 */
            double one = 1.0;
            add(s, 1, &x[i], &one, -5.0 * i, TRELLIS_EQ, WEAK);
        }
    }
    CHECK(trellis_solver_update(s));
    double t = now_us() - t0;

    if (report) {
        double sum = 0, weak = 0, req = fabs(val(s, x[0]));
        for (int i = 0; i < CHAIN_N; i++) {
            sum += val(s, x[i]);
            weak += fabs(val(s, x[i]) - 5.0 * i);
            if (i + 1 < CHAIN_N) req = max2(req, viol_ge(val(s, x[i + 1]) - val(s, x[i]) - 10));
        }
        printf("check chain.x_last %.6f\n", val(s, x[CHAIN_N - 1]));
        printf("check chain.x_mid %.6f\n", val(s, x[CHAIN_N / 2]));
        printf("check chain.x_sum %.6f\n", sum);
        printf("check chain.weak_violation %.6f\n", weak);
        printf("check chain.required_violation %.6f\n", req);
    }
    trellis_solver_free(s);
    return t;
}

/* ------------------------------------------------------------------------------------- */
/* (b) grid-edit: 1000 views in a row, right edge tied to an edit variable W.              */
/* The optimum is degenerate (which widths absorb the slack is arbitrary), so only        */
/* optimum-invariant values are checked: the right edge, the sum of widths, and the total */
/* medium violation sum|width-100| = |sum(width) - 100000|.                               */
/* ------------------------------------------------------------------------------------- */

enum { GRID_N = 1000, GRID_SUGGESTS = 1000 };

static trellis_var g_left[GRID_N], g_width[GRID_N], g_W;

static void grid_report(const trellis_solver *s, const char *tag)
{
    double wsum = 0, medium = 0, req = fabs(val(s, g_left[0]));
    for (int i = 0; i < GRID_N; i++) {
        double w = val(s, g_width[i]);
        wsum += w;
        medium += fabs(w - 100.0);
        req = max2(req, viol_ge(w - 20.0));
        if (i + 1 < GRID_N)
            req = max2(req, viol_eq(val(s, g_left[i + 1]) - val(s, g_left[i]) - w - 8.0));
    }
    printf("check grid.%s_W %.6f\n", tag, val(s, g_W));
    printf("check grid.%s_right %.6f\n", tag, val(s, g_left[GRID_N - 1]) + val(s, g_width[GRID_N - 1]));
    printf("check grid.%s_width_sum %.6f\n", tag, wsum);
    printf("check grid.%s_medium_violation %.6f\n", tag, medium);
    printf("check grid.%s_required_violation %.6f\n", tag, req);
}

static void bench_grid(int report, double *build_us, double *suggest_us)
{
    double t0 = now_us();
    trellis_solver *s = new_solver();
    for (int i = 0; i < GRID_N; i++) {
        g_left[i] = new_var(s);
        g_width[i] = new_var(s);
    }
    g_W = new_var(s);
    for (int i = 0; i < GRID_N; i++) {
        if (i + 1 < GRID_N) { /* left[i+1] - left[i] - width[i] - 8 == 0 */
            trellis_var vs[3] = {g_left[i + 1], g_left[i], g_width[i]};
            double co[3] = {1.0, -1.0, -1.0};
            add(s, 3, vs, co, -8.0, TRELLIS_EQ, REQUIRED);
        }
        double one = 1.0;
        add(s, 1, &g_width[i], &one, -20.0, TRELLIS_GE, REQUIRED); /* width >= 20 */
        add(s, 1, &g_width[i], &one, -100.0, TRELLIS_EQ, MEDIUM);  /* width == 100 */
    }
    {
        double one = 1.0;
        add(s, 1, &g_left[0], &one, 0.0, TRELLIS_EQ, REQUIRED); /* left[0] == 0 */
        /* left[999] + width[999] - W == 0 */
        trellis_var vs[3] = {g_left[GRID_N - 1], g_width[GRID_N - 1], g_W};
        double co[3] = {1.0, 1.0, -1.0};
        add(s, 3, vs, co, 0.0, TRELLIS_EQ, STRONG);
    }
    CHECK(trellis_solver_add_edit_variable(s, g_W, EDIT_STRONG));
    CHECK(trellis_solver_suggest_value(s, g_W, 100000.0));
    CHECK(trellis_solver_update(s));
    double t1 = now_us();
    if (report) grid_report(s, "build");

    double t2 = now_us();
    for (int k = 1; k <= GRID_SUGGESTS; k++) {
        CHECK(trellis_solver_suggest_value(s, g_W, 100000.0 + 37.0 * k));
        CHECK(trellis_solver_update(s));
    }
    double t3 = now_us();
    if (report) grid_report(s, "final");

    *build_us = t1 - t0;
    *suggest_us = (t3 - t2) / GRID_SUGGESTS;
    trellis_solver_free(s);
}

/* ------------------------------------------------------------------------------------- */
/* (c) add 1000 constraints, then remove them all, FIFO or LIFO.                           */
/* Constraints, in order: v[i] == 3i (medium), and for i > 0 first v[i] >= v[i-1] + 1     */
/* (required). Optimum: v[i] = 3i, everything satisfied.                                  */
/* ------------------------------------------------------------------------------------- */

enum { ADDRM_N = 1000, ADDRM_CONSTRAINTS = 2 * ADDRM_N - 1 };

static void bench_addrm(int lifo, int report, double *add_us, double *remove_us)
{
    static trellis_var v[ADDRM_N];
    static trellis_constraint cs[ADDRM_CONSTRAINTS];
    trellis_solver *s = new_solver();
    for (int i = 0; i < ADDRM_N; i++) v[i] = new_var(s);

    double t0 = now_us();
    int n = 0;
    for (int i = 0; i < ADDRM_N; i++) {
        if (i > 0) { /* v[i] - v[i-1] - 1 >= 0 */
            trellis_var vs[2] = {v[i], v[i - 1]};
            double co[2] = {1.0, -1.0};
            cs[n++] = add(s, 2, vs, co, -1.0, TRELLIS_GE, REQUIRED);
        }
        double one = 1.0;
        cs[n++] = add(s, 1, &v[i], &one, -3.0 * i, TRELLIS_EQ, MEDIUM); /* v[i] == 3i */
    }
    CHECK(trellis_solver_update(s));
    double t1 = now_us();

    if (report) {
        const char *tag = lifo ? "lifo" : "fifo";
        double sum = 0, dev = 0;
        for (int i = 0; i < ADDRM_N; i++) {
            sum += val(s, v[i]);
            dev = max2(dev, fabs(val(s, v[i]) - 3.0 * i));
        }
        printf("check addrm.%s_v_last %.6f\n", tag, val(s, v[ADDRM_N - 1]));
        printf("check addrm.%s_v_sum %.6f\n", tag, sum);
        printf("check addrm.%s_max_deviation %.6f\n", tag, dev);
    }

    double t2 = now_us();
    if (lifo)
        for (int k = n - 1; k >= 0; k--) CHECK(trellis_solver_remove_constraint(s, cs[k]));
    else
        for (int k = 0; k < n; k++) CHECK(trellis_solver_remove_constraint(s, cs[k]));
    CHECK(trellis_solver_update(s));
    double t3 = now_us();

    *add_us = t1 - t0;
    *remove_us = t3 - t2;
    trellis_solver_free(s);
}

/* ------------------------------------------------------------------------------------- */
/* (d) enaml-like GUI: a window (edit variables W, H) holding a 10x10 grid of widgets.    */
/* Columns: col_left/col_width; rows: row_top/row_height; padding 10, spacing 8.          */
/* Column c prefers width 60+5c (medium), except the stretch column 4, which prefers 80   */
/* only weakly and so takes up all slack; rows likewise (30+2r, stretch row 6). Widgets   */
/* fill their column's width and are centred vertically (strong) in their row at their    */
/* preferred height (medium). All resize sizes keep the stretch cells above their minimum, */
/* so the optimum is unique under both solvers' strength models.                           */
/* ------------------------------------------------------------------------------------- */

enum { GR = 10, GC = 10, STRETCH_COL = 4, STRETCH_ROW = 6, ENAML_CYCLES = 5 };
#define PAD 10.0
#define GAP 8.0
static const double enaml_sizes[][2] = {
    {1280, 720}, {1600, 1200}, {1920, 1080}, {1024, 768}, {1200, 1000}, {1440, 900},
};
enum { ENAML_SIZES = sizeof enaml_sizes / sizeof enaml_sizes[0] };

static double col_pref(int c) { return 60.0 + 5.0 * c; }
static double row_pref(int r) { return 30.0 + 2.0 * r; }
static double widget_min_w(int r, int c) { return 20.0 + (double)((r * 3 + c * 7) % 11); }
static double widget_pref_h(int r, int c) { return 16.0 + (double)((r * 5 + c * 3) % 9); }
#define COL_MIN 40.0
#define ROW_MIN 26.0
#define WIDGET_MIN_H 12.0

typedef struct {
    trellis_var W, H;
    trellis_var col_left[GC], col_width[GC], row_top[GR], row_height[GR];
    trellis_var left[GR][GC], top[GR][GC], width[GR][GC], height[GR][GC];
} enaml_vars;

/* One axis of the grid: start[0] == PAD; size[i] >= min; size[i] == pref (weak for the
 * stretch cell); start[i+1] == start[i] + size[i] + GAP; start[n-1] + size[n-1] + PAD == total. */
static void enaml_axis(trellis_solver *s, trellis_var *start, trellis_var *size, int n,
                       int stretch, double min, double (*pref)(int), trellis_var total)
{
    double one = 1.0;
    add(s, 1, &start[0], &one, -PAD, TRELLIS_EQ, REQUIRED);
    for (int i = 0; i < n; i++) {
        add(s, 1, &size[i], &one, -min, TRELLIS_GE, REQUIRED);
        add(s, 1, &size[i], &one, -pref(i), TRELLIS_EQ, i == stretch ? WEAK : MEDIUM);
        if (i + 1 < n) {
            trellis_var vs[3] = {start[i + 1], start[i], size[i]};
            double co[3] = {1.0, -1.0, -1.0};
            add(s, 3, vs, co, -GAP, TRELLIS_EQ, REQUIRED);
        }
    }
    trellis_var vs[3] = {start[n - 1], size[n - 1], total};
    double co[3] = {1.0, 1.0, -1.0};
    add(s, 3, vs, co, PAD, TRELLIS_EQ, REQUIRED);
}

static void enaml_build(trellis_solver *s, enaml_vars *e)
{
    e->W = new_var(s);
    e->H = new_var(s);
    for (int c = 0; c < GC; c++) {
        e->col_left[c] = new_var(s);
        e->col_width[c] = new_var(s);
    }
    for (int r = 0; r < GR; r++) {
        e->row_top[r] = new_var(s);
        e->row_height[r] = new_var(s);
    }
    for (int r = 0; r < GR; r++)
        for (int c = 0; c < GC; c++) {
            e->left[r][c] = new_var(s);
            e->top[r][c] = new_var(s);
            e->width[r][c] = new_var(s);
            e->height[r][c] = new_var(s);
        }
    CHECK(trellis_solver_add_edit_variable(s, e->W, EDIT_STRONG));
    CHECK(trellis_solver_add_edit_variable(s, e->H, EDIT_STRONG));
    CHECK(trellis_solver_suggest_value(s, e->W, 1000.0));
    CHECK(trellis_solver_suggest_value(s, e->H, 800.0));

    enaml_axis(s, e->col_left, e->col_width, GC, STRETCH_COL, COL_MIN, col_pref, e->W);
    enaml_axis(s, e->row_top, e->row_height, GR, STRETCH_ROW, ROW_MIN, row_pref, e->H);

    double one = 1.0;
    for (int r = 0; r < GR; r++)
        for (int c = 0; c < GC; c++) {
            trellis_var l = e->left[r][c], t = e->top[r][c], w = e->width[r][c], h = e->height[r][c];
            { /* left == col_left */
                trellis_var vs[2] = {l, e->col_left[c]};
                double co[2] = {1.0, -1.0};
                add(s, 2, vs, co, 0.0, TRELLIS_EQ, REQUIRED);
            }
            { /* width == col_width */
                trellis_var vs[2] = {w, e->col_width[c]};
                double co[2] = {1.0, -1.0};
                add(s, 2, vs, co, 0.0, TRELLIS_EQ, REQUIRED);
            }
            add(s, 1, &w, &one, -widget_min_w(r, c), TRELLIS_GE, REQUIRED); /* width >= min */
            { /* top >= row_top */
                trellis_var vs[2] = {t, e->row_top[r]};
                double co[2] = {1.0, -1.0};
                add(s, 2, vs, co, 0.0, TRELLIS_GE, REQUIRED);
            }
            { /* top + height <= row_top + row_height */
                trellis_var vs[4] = {t, h, e->row_top[r], e->row_height[r]};
                double co[4] = {1.0, 1.0, -1.0, -1.0};
                add(s, 4, vs, co, 0.0, TRELLIS_LE, REQUIRED);
            }
            add(s, 1, &h, &one, -WIDGET_MIN_H, TRELLIS_GE, REQUIRED);         /* height >= 12 */
            add(s, 1, &h, &one, -widget_pref_h(r, c), TRELLIS_EQ, MEDIUM);    /* height == pref */
            { /* top + height/2 == row_top + row_height/2 */
                trellis_var vs[4] = {t, h, e->row_top[r], e->row_height[r]};
                double co[4] = {1.0, 0.5, -1.0, -0.5};
                add(s, 4, vs, co, 0.0, TRELLIS_EQ, STRONG);
            }
        }
}

static void enaml_report(const trellis_solver *s, const enaml_vars *e, const char *tag)
{
    double sl = 0, st = 0, sw = 0, sh = 0, req = 0;
    for (int r = 0; r < GR; r++)
        for (int c = 0; c < GC; c++) {
            double l = val(s, e->left[r][c]), t = val(s, e->top[r][c]);
            double w = val(s, e->width[r][c]), h = val(s, e->height[r][c]);
            double rt = val(s, e->row_top[r]), rh = val(s, e->row_height[r]);
            sl += l;
            st += t;
            sw += w;
            sh += h;
            req = max2(req, viol_eq(l - val(s, e->col_left[c])));
            req = max2(req, viol_eq(w - val(s, e->col_width[c])));
            req = max2(req, viol_ge(w - widget_min_w(r, c)));
            req = max2(req, viol_ge(t - rt));
            req = max2(req, viol_le(t + h - rt - rh));
            req = max2(req, viol_ge(h - WIDGET_MIN_H));
        }
    printf("check enaml.%s_W %.6f\n", tag, val(s, e->W));
    printf("check enaml.%s_H %.6f\n", tag, val(s, e->H));
    printf("check enaml.%s_sum_left %.6f\n", tag, sl);
    printf("check enaml.%s_sum_top %.6f\n", tag, st);
    printf("check enaml.%s_sum_width %.6f\n", tag, sw);
    printf("check enaml.%s_sum_height %.6f\n", tag, sh);
    printf("check enaml.%s_required_violation %.6f\n", tag, req);
}

static void bench_enaml(int report, double *build_us, double *resize_us)
{
    static enaml_vars e;
    double t0 = now_us();
    trellis_solver *s = new_solver();
    enaml_build(s, &e);
    CHECK(trellis_solver_update(s));
    double t1 = now_us();
    if (report) enaml_report(s, &e, "build");

    double t2 = now_us();
    for (int k = 0; k < ENAML_CYCLES; k++)
        for (int i = 0; i < ENAML_SIZES; i++) {
            CHECK(trellis_solver_suggest_value(s, e.W, enaml_sizes[i][0]));
            CHECK(trellis_solver_suggest_value(s, e.H, enaml_sizes[i][1]));
            CHECK(trellis_solver_update(s));
        }
    double t3 = now_us();
    if (report) enaml_report(s, &e, "final");

    *build_us = t1 - t0;
    *resize_us = (t3 - t2) / (ENAML_CYCLES * ENAML_SIZES);
    trellis_solver_free(s);
}

/* ------------------------------------------------------------------------------------- */

int main(int argc, char **argv)
{
    int reps = argc > 1 ? atoi(argv[1]) : 5;
    if (reps < 1) {
        fprintf(stderr, "usage: %s [REPS >= 1]\n", argv[0]);
        return 2;
    }
    double *chain = calloc((size_t)reps, sizeof(double));
    double *gb = calloc((size_t)reps, sizeof(double)), *gs = calloc((size_t)reps, sizeof(double));
    double *fa = calloc((size_t)reps, sizeof(double)), *fr = calloc((size_t)reps, sizeof(double));
    double *la = calloc((size_t)reps, sizeof(double)), *lr = calloc((size_t)reps, sizeof(double));
    double *ft = calloc((size_t)reps, sizeof(double)), *lt = calloc((size_t)reps, sizeof(double));
    double *eb = calloc((size_t)reps, sizeof(double)), *er = calloc((size_t)reps, sizeof(double));
    if (!chain || !gb || !gs || !fa || !fr || !la || !lr || !ft || !lt || !eb || !er) return 1;

    printf("solver trellis %s\n", trellis_version());
    for (int k = 0; k < reps; k++) {
        int report = (k == 0); /* checks come from the first repetition */
        chain[k] = bench_chain(report);
        bench_grid(report, &gb[k], &gs[k]);
        bench_addrm(0, report, &fa[k], &fr[k]);
        bench_addrm(1, report, &la[k], &lr[k]);
        ft[k] = fa[k] + fr[k];
        lt[k] = la[k] + lr[k];
        bench_enaml(report, &eb[k], &er[k]);
        fflush(stdout);
    }
    printf("reps %d\n", reps);
    printf("chain_build_us %.3f\n", median(chain, reps));
    printf("grid_build_us %.3f\n", median(gb, reps));
    printf("grid_suggest_us %.3f\n", median(gs, reps));
    printf("addrm_fifo_us %.3f\n", median(ft, reps));
    printf("addrm_lifo_us %.3f\n", median(lt, reps));
    printf("addrm_fifo_add_us %.3f\n", median(fa, reps));
    printf("addrm_fifo_remove_us %.3f\n", median(fr, reps));
    printf("addrm_lifo_add_us %.3f\n", median(la, reps));
    printf("addrm_lifo_remove_us %.3f\n", median(lr, reps));
    printf("enaml_build_us %.3f\n", median(eb, reps));
    printf("enaml_resize_us %.3f\n", median(er, reps));
    return 0;
}
