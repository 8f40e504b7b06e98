/*
 * bench.c — `--bench-resize N`: the relayout a window resize costs, over N sizes.
 *
 * Two sweeps of N sizes each, every size applied as a resize event applies it (scene size,
 * size classes when they follow it) and laid out incrementally, timed from the first call
 * to the end of trellis_scene_layout:
 *   drag   the width grows 2 points a step from 320 (as a window edge dragged), height 600;
 *   jumps  sizes drawn at random (fixed seed) in 320...1600 x 300...1000, crossing the
 *          size-class thresholds often.
 * Text is measured with the real font (answers are cached by the scene, so most resizes
 * ask it nothing new).
 */
#include <stdio.h>
#include <stdlib.h>

#include "host.h"

static int compare_doubles(const void *a, const void *b) {
    double x = *(const double *)a, y = *(const double *)b;
    return (x > y) - (x < y);
}

static void report(const char *name, double *times, int count) {
    qsort(times, (size_t)count, sizeof *times, compare_doubles);
    int p99 = (int)((double)count * 0.99);
    if (p99 >= count) p99 = count - 1;
    printf("resize %-5s %d sizes: median %.1f us, p99 %.1f us, max %.1f us\n", name, count,
           times[count / 2] * 1000, times[p99] * 1000, times[count - 1] * 1000);
}

int bench_resize(host_state *host, int count) {
    double *times = malloc((size_t)count * sizeof *times);
    double ticks_per_ms = (double)SDL_GetPerformanceFrequency() / 1000.0;
    unsigned long seed = 12345;
    if (times == NULL) return 1;
    printf("first layout %.2f ms (%lu texts measured, %.2f ms in the measure callback, fonts opened)\n",
           host->first_layout_ms, host->fonts.measure_calls,
           (double)host->fonts.measure_ticks / ticks_per_ms);
    unsigned long calls_before = host->fonts.measure_calls;
    Uint64 ticks_before = host->fonts.measure_ticks;
    for (int sweep = 0; sweep < 2; sweep++) {
        for (int i = 0; i < count; i++) {
            if (sweep == 0) {
                host->width = 320 + 2 * i;
                host->height = 600;
            } else {
                seed = seed * 6364136223846793005UL + 1442695040888963407UL;
                host->width = 320 + (int)((seed >> 33) % 1281);
                host->height = 300 + (int)((seed >> 13) % 701);
            }
            Uint64 start = SDL_GetPerformanceCounter();
            apply_size(host);
            relayout(host);
            times[i] = (double)(SDL_GetPerformanceCounter() - start) / ticks_per_ms;
        }
        report(sweep == 0 ? "drag" : "jumps", times, count);
    }
    printf("the sweeps asked the measure callback %lu times (%.2f ms): other answers were cached\n",
           host->fonts.measure_calls - calls_before, (double)(host->fonts.measure_ticks - ticks_before) / ticks_per_ms);
    free(times);
    return 0;
}
