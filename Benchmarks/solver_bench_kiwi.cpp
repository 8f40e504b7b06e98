/*
 * solver_bench_kiwi.cpp — the reference side of the raw-solver benchmark: the same four
 * scenarios as solver_bench_trellis.c, run against kiwi (the C++ Cassowary solver behind
 * kiwisolver, used by enaml and matplotlib).
 *
 * What it measures: kiwi's time for the scenarios (chain build, grid edit build and
 * suggest+update, add/remove of many constraints FIFO and LIFO, a GUI-like grid with window
 * resizes), with the same constraints added in the same order as the Trellis program.
 * Why: kiwi is the baseline Trellis's raw solver is held to (ratios trellis/kiwi <= 1, and
 * <= 0.1 for chain and grid-edit). kiwi is not part of this repository: run_solver_bench.sh
 * downloads its sdist into Benchmarks/.cache (gitignored) and compiles this file against
 * its headers (kiwi is header-only).
 *
 * Usage: solver_bench_kiwi [REPS]   (default 5) — output format as in solver_bench_trellis.c:
 *   <metric>_us <median over REPS, in microseconds>
 *   check <scenario>.<name> <value>
 *
 * Strengths: weak / medium / strong here are Trellis priorities 250 / 500 / 750, and the
 * strong edit variables are Trellis 900.
 *
 * Keep this file and solver_bench_trellis.c in step: any change to a scenario goes in both.
 */
#include <kiwi/kiwi.h>

#include <time.h>

#include <algorithm>
#include <cmath>
#include <cstdio>
#include <cstdlib>
#include <exception>
#include <string>
#include <vector>

using kiwi::Constraint;
using kiwi::Solver;
using kiwi::Variable;
namespace strength = kiwi::strength;

// ---------------------------------------------------------------------------------------
// Helpers
// ---------------------------------------------------------------------------------------

static double now_us()
{
    struct timespec ts;
    clock_gettime(CLOCK_MONOTONIC, &ts);
    return (double)ts.tv_sec * 1e6 + (double)ts.tv_nsec / 1e3;
}

static double median(std::vector<double> v)
{
    std::sort(v.begin(), v.end());
    size_t n = v.size();
    return (n % 2) ? v[n / 2] : 0.5 * (v[n / 2 - 1] + v[n / 2]);
}

static double viol_eq(double lhs) { return std::fabs(lhs); }
static double viol_ge(double lhs) { return lhs < 0 ? -lhs : 0; }
static double viol_le(double lhs) { return lhs > 0 ? lhs : 0; }

// ---------------------------------------------------------------------------------------
// (a) chain: x0 == 0; x[i+1] >= x[i] + 10 (required); x[i] == 5i (weak). Optimum x[i] = 10i.
// ---------------------------------------------------------------------------------------

static const int CHAIN_N = 1000;

static double bench_chain(bool report)
{
    double t0 = now_us();
    double t;
    {
        Solver s;
        std::vector<Variable> x(CHAIN_N);
        s.addConstraint((x[0] == 0) | strength::required);
        for (int i = 0; i < CHAIN_N; i++) {
            if (i + 1 < CHAIN_N) s.addConstraint((x[i + 1] >= x[i] + 10) | strength::required);
            s.addConstraint((x[i] == 5.0 * i) | strength::weak);
        }
        s.updateVariables();
        t = now_us() - t0;

        if (report) {
            double sum = 0, weak = 0, req = std::fabs(x[0].value());
            for (int i = 0; i < CHAIN_N; i++) {
                sum += x[i].value();
                weak += std::fabs(x[i].value() - 5.0 * i);
                if (i + 1 < CHAIN_N)
                    req = std::max(req, viol_ge(x[i + 1].value() - x[i].value() - 10));
            }
            std::printf("check chain.x_last %.6f\n", x[CHAIN_N - 1].value());
            std::printf("check chain.x_mid %.6f\n", x[CHAIN_N / 2].value());
            std::printf("check chain.x_sum %.6f\n", sum);
            std::printf("check chain.weak_violation %.6f\n", weak);
            std::printf("check chain.required_violation %.6f\n", req);
        }
    } // the solver is destroyed here, outside the timed region
    return t;
}

// ---------------------------------------------------------------------------------------
// (b) grid-edit: 1000 views in a row, right edge tied to the edit variable W. The optimum is
// degenerate, so only optimum-invariant values are checked (see solver_bench_trellis.c).
// ---------------------------------------------------------------------------------------

static const int GRID_N = 1000, GRID_SUGGESTS = 1000;

struct GridVars {
    std::vector<Variable> left, width;
    Variable W;
    GridVars() : left(GRID_N), width(GRID_N) {}
};

static void grid_report(const GridVars &g, const char *tag)
{
    double wsum = 0, medium = 0, req = std::fabs(g.left[0].value());
    for (int i = 0; i < GRID_N; i++) {
        double w = g.width[i].value();
        wsum += w;
        medium += std::fabs(w - 100.0);
        req = std::max(req, viol_ge(w - 20.0));
        if (i + 1 < GRID_N)
            req = std::max(req, viol_eq(g.left[i + 1].value() - g.left[i].value() - w - 8.0));
    }
    std::printf("check grid.%s_W %.6f\n", tag, g.W.value());
    std::printf("check grid.%s_right %.6f\n", tag,
                g.left[GRID_N - 1].value() + g.width[GRID_N - 1].value());
    std::printf("check grid.%s_width_sum %.6f\n", tag, wsum);
    std::printf("check grid.%s_medium_violation %.6f\n", tag, medium);
    std::printf("check grid.%s_required_violation %.6f\n", tag, req);
}

static void bench_grid(bool report, double &build_us, double &suggest_us)
{
    double t0 = now_us();
    {
        Solver s;
        GridVars g;
        for (int i = 0; i < GRID_N; i++) {
            if (i + 1 < GRID_N)
                s.addConstraint((g.left[i + 1] == g.left[i] + g.width[i] + 8) | strength::required);
            s.addConstraint((g.width[i] >= 20) | strength::required);
            s.addConstraint((g.width[i] == 100) | strength::medium);
        }
        s.addConstraint((g.left[0] == 0) | strength::required);
        s.addConstraint((g.left[GRID_N - 1] + g.width[GRID_N - 1] == g.W) | strength::strong);
        s.addEditVariable(g.W, strength::strong);
        s.suggestValue(g.W, 100000.0);
        s.updateVariables();
        double t1 = now_us();
        if (report) grid_report(g, "build");

        double t2 = now_us();
        for (int k = 1; k <= GRID_SUGGESTS; k++) {
            s.suggestValue(g.W, 100000.0 + 37.0 * k);
            s.updateVariables();
        }
        double t3 = now_us();
        if (report) grid_report(g, "final");

        build_us = t1 - t0;
        suggest_us = (t3 - t2) / GRID_SUGGESTS;
    }
}

// ---------------------------------------------------------------------------------------
// (c) add 1000 variables' constraints, then remove them all, FIFO or LIFO. In order: for
// i > 0 first v[i] >= v[i-1] + 1 (required), then v[i] == 3i (medium). Optimum v[i] = 3i.
// ---------------------------------------------------------------------------------------

static const int ADDRM_N = 1000;

static void bench_addrm(bool lifo, bool report, double &add_us, double &remove_us)
{
    Solver s;
    std::vector<Variable> v(ADDRM_N);
    std::vector<Constraint> cs;
    cs.reserve(2 * ADDRM_N);

    double t0 = now_us();
    for (int i = 0; i < ADDRM_N; i++) {
        if (i > 0) {
            cs.push_back((v[i] >= v[i - 1] + 1) | strength::required);
            s.addConstraint(cs.back());
        }
        cs.push_back((v[i] == 3.0 * i) | strength::medium);
        s.addConstraint(cs.back());
    }
    s.updateVariables();
    double t1 = now_us();

    if (report) {
        const char *tag = lifo ? "lifo" : "fifo";
        double sum = 0, dev = 0;
        for (int i = 0; i < ADDRM_N; i++) {
            sum += v[i].value();
            dev = std::max(dev, std::fabs(v[i].value() - 3.0 * i));
        }
        std::printf("check addrm.%s_v_last %.6f\n", tag, v[ADDRM_N - 1].value());
        std::printf("check addrm.%s_v_sum %.6f\n", tag, sum);
        std::printf("check addrm.%s_max_deviation %.6f\n", tag, dev);
    }

    double t2 = now_us();
    if (lifo)
        for (size_t k = cs.size(); k-- > 0;) s.removeConstraint(cs[k]);
    else
        for (size_t k = 0; k < cs.size(); k++) s.removeConstraint(cs[k]);
    s.updateVariables();
    double t3 = now_us();

    add_us = t1 - t0;
    remove_us = t3 - t2;
}

// ---------------------------------------------------------------------------------------
// (d) enaml-like GUI: a window (edit variables W, H) holding a 10x10 grid of widgets; see
// solver_bench_trellis.c for the full description. Same constraints, same order.
// ---------------------------------------------------------------------------------------

static const int GR = 10, GC = 10, STRETCH_COL = 4, STRETCH_ROW = 6, ENAML_CYCLES = 5;
static const double PAD = 10.0, GAP = 8.0;
static const double COL_MIN = 40.0, ROW_MIN = 26.0, WIDGET_MIN_H = 12.0;
static const double enaml_sizes[][2] = {
    {1280, 720}, {1600, 1200}, {1920, 1080}, {1024, 768}, {1200, 1000}, {1440, 900},
};
static const int ENAML_SIZES = sizeof enaml_sizes / sizeof enaml_sizes[0];

static double col_pref(int c) { return 60.0 + 5.0 * c; }
static double row_pref(int r) { return 30.0 + 2.0 * r; }
static double widget_min_w(int r, int c) { return 20.0 + (double)((r * 3 + c * 7) % 11); }
static double widget_pref_h(int r, int c) { return 16.0 + (double)((r * 5 + c * 3) % 9); }

struct EnamlVars {
    Variable W, H;
    Variable col_left[GC], col_width[GC], row_top[GR], row_height[GR];
    Variable left[GR][GC], top[GR][GC], width[GR][GC], height[GR][GC];
};

static void enaml_axis(Solver &s, Variable *start, Variable *size, int n, int stretch,
                       double min, double (*pref)(int), const Variable &total)
{
    s.addConstraint((start[0] == PAD) | strength::required);
    for (int i = 0; i < n; i++) {
        s.addConstraint((size[i] >= min) | strength::required);
        s.addConstraint((size[i] == pref(i)) | (i == stretch ? strength::weak : strength::medium));
        if (i + 1 < n)
            s.addConstraint((start[i + 1] == start[i] + size[i] + GAP) | strength::required);
    }
    s.addConstraint((start[n - 1] + size[n - 1] + PAD == total) | strength::required);
}

static void enaml_build(Solver &s, EnamlVars &e)
{
    s.addEditVariable(e.W, strength::strong);
    s.addEditVariable(e.H, strength::strong);
    s.suggestValue(e.W, 1000.0);
    s.suggestValue(e.H, 800.0);

    enaml_axis(s, e.col_left, e.col_width, GC, STRETCH_COL, COL_MIN, col_pref, e.W);
    enaml_axis(s, e.row_top, e.row_height, GR, STRETCH_ROW, ROW_MIN, row_pref, e.H);

    for (int r = 0; r < GR; r++)
        for (int c = 0; c < GC; c++) {
            Variable &l = e.left[r][c], &t = e.top[r][c], &w = e.width[r][c], &h = e.height[r][c];
            s.addConstraint((l == e.col_left[c]) | strength::required);
            s.addConstraint((w == e.col_width[c]) | strength::required);
            s.addConstraint((w >= widget_min_w(r, c)) | strength::required);
            s.addConstraint((t >= e.row_top[r]) | strength::required);
            s.addConstraint((t + h <= e.row_top[r] + e.row_height[r]) | strength::required);
            s.addConstraint((h >= WIDGET_MIN_H) | strength::required);
            s.addConstraint((h == widget_pref_h(r, c)) | strength::medium);
            s.addConstraint((t + 0.5 * h == e.row_top[r] + 0.5 * e.row_height[r]) | strength::strong);
        }
}

static void enaml_report(const EnamlVars &e, const char *tag)
{
    double sl = 0, st = 0, sw = 0, sh = 0, req = 0;
    for (int r = 0; r < GR; r++)
        for (int c = 0; c < GC; c++) {
            double l = e.left[r][c].value(), t = e.top[r][c].value();
            double w = e.width[r][c].value(), h = e.height[r][c].value();
            double rt = e.row_top[r].value(), rh = e.row_height[r].value();
            sl += l;
            st += t;
            sw += w;
            sh += h;
            req = std::max(req, viol_eq(l - e.col_left[c].value()));
            req = std::max(req, viol_eq(w - e.col_width[c].value()));
            req = std::max(req, viol_ge(w - widget_min_w(r, c)));
            req = std::max(req, viol_ge(t - rt));
            req = std::max(req, viol_le(t + h - rt - rh));
            req = std::max(req, viol_ge(h - WIDGET_MIN_H));
        }
    std::printf("check enaml.%s_W %.6f\n", tag, e.W.value());
    std::printf("check enaml.%s_H %.6f\n", tag, e.H.value());
    std::printf("check enaml.%s_sum_left %.6f\n", tag, sl);
    std::printf("check enaml.%s_sum_top %.6f\n", tag, st);
    std::printf("check enaml.%s_sum_width %.6f\n", tag, sw);
    std::printf("check enaml.%s_sum_height %.6f\n", tag, sh);
    std::printf("check enaml.%s_required_violation %.6f\n", tag, req);
}

static void bench_enaml(bool report, double &build_us, double &resize_us)
{
    double t0 = now_us();
    {
        Solver s;
        EnamlVars e; // kiwi variables are created here, as in Trellis's enaml_build
        enaml_build(s, e);
        s.updateVariables();
        double t1 = now_us();
        if (report) enaml_report(e, "build");

        double t2 = now_us();
        for (int k = 0; k < ENAML_CYCLES; k++)
            for (int i = 0; i < ENAML_SIZES; i++) {
                s.suggestValue(e.W, enaml_sizes[i][0]);
                s.suggestValue(e.H, enaml_sizes[i][1]);
                s.updateVariables();
            }
        double t3 = now_us();
        if (report) enaml_report(e, "final");

        build_us = t1 - t0;
        resize_us = (t3 - t2) / (ENAML_CYCLES * ENAML_SIZES);
    }
}

// ---------------------------------------------------------------------------------------

int main(int argc, char **argv)
{
    int reps = argc > 1 ? std::atoi(argv[1]) : 5;
    if (reps < 1) {
        std::fprintf(stderr, "usage: %s [REPS >= 1]\n", argv[0]);
        return 2;
    }
    std::vector<double> chain(reps), gb(reps), gs(reps), fa(reps), fr(reps), la(reps), lr(reps),
        ft(reps), lt(reps), eb(reps), er(reps);
    try {
        std::printf("solver kiwi %s\n", KIWI_VERSION);
        for (int k = 0; k < reps; k++) {
            bool report = (k == 0); // checks come from the first repetition
            chain[k] = bench_chain(report);
            bench_grid(report, gb[k], gs[k]);
            bench_addrm(false, report, fa[k], fr[k]);
            bench_addrm(true, report, la[k], lr[k]);
            ft[k] = fa[k] + fr[k];
            lt[k] = la[k] + lr[k];
            bench_enaml(report, eb[k], er[k]);
            std::fflush(stdout);
        }
    } catch (const std::exception &ex) {
        std::fprintf(stderr, "solver_bench_kiwi: %s\n", ex.what());
        return 1;
    }
    std::printf("reps %d\n", reps);
    std::printf("chain_build_us %.3f\n", median(chain));
    std::printf("grid_build_us %.3f\n", median(gb));
    std::printf("grid_suggest_us %.3f\n", median(gs));
    std::printf("addrm_fifo_us %.3f\n", median(ft));
    std::printf("addrm_lifo_us %.3f\n", median(lt));
    std::printf("addrm_fifo_add_us %.3f\n", median(fa));
    std::printf("addrm_fifo_remove_us %.3f\n", median(fr));
    std::printf("addrm_lifo_add_us %.3f\n", median(la));
    std::printf("addrm_lifo_remove_us %.3f\n", median(lr));
    std::printf("enaml_build_us %.3f\n", median(eb));
    std::printf("enaml_resize_us %.3f\n", median(er));
    return 0;
}
