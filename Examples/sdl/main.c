/*
 * sdl-host — a game menu laid out by Trellis and drawn by SDL2, with text measured by
 * SDL_ttf (docs/sdl-host.md).
 *
 *   sdl-host [--document FILE] [--font FILE.ttf] [--size WxH] [--category NAME] [--rtl]
 *            [--width-class compact|regular] [--height-class compact|regular]
 *            [--keys KEYS] [--resize-to WxH] [--frames N] [--exit]
 *            [--screenshot FILE.png] [--print-frames] [--bench-resize N]
 *
 * Interactive: resize the window (every resize is a relayout); keys c / C (or + / -) change
 * the content size category, d the layout direction, w and h cycle the width and height
 * size classes (follow the window, compact, regular), arrows and the wheel scroll the
 * leaderboard, q quits. --keys types keys before the first frame, through the same code
 * ("v" and "^" stand for the down and up arrows).
 */
#include <math.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "host.h"

#ifndef DEFAULT_DOCUMENT
#define DEFAULT_DOCUMENT "game_menu.json"
#endif
#ifndef DEFAULT_FONT
#define DEFAULT_FONT "/usr/share/fonts/truetype/dejavu/DejaVuSans.ttf"
#endif

/* The leaderboard the wheel scrolls: a constraint of the embedded scene, moved by the host
 * (docs/sdl-host.md). Documents without it simply do not scroll. */
static const char *const scroll_constraint = "scores.scroll";
static const char *const scroll_content = "scores.rows";
static const char *const scroll_viewport = "scores";
static const double scroll_step = 40;

/* Without vsync (a virtual X server has none) frames are paced to 60 Hz by waiting. */
static const double frame_budget_ms = 1000.0 / 60.0;

typedef struct {
    const char *document, *font, *screenshot, *keys, *category;
    int width, height, resize_width, resize_height;
    int frames, exit_after, print_frames, bench_resize, rtl, width_class, height_class;
} options;

static int parse_size(const char *text, int *width, int *height) {
    char tail;
    return sscanf(text, "%dx%d%c", width, height, &tail) == 2 && *width > 0 && *height > 0 && *width <= 16384 &&
                   *height <= 16384
               ? 0
               : -1;
}

static int parse_class(const char *text) {
    if (strcmp(text, "compact") == 0) return TRELLIS_SIZE_CLASS_COMPACT;
    if (strcmp(text, "regular") == 0) return TRELLIS_SIZE_CLASS_REGULAR;
    return -1;
}

static int parse_options(int argc, char **argv, options *o) {
    *o = (options){DEFAULT_DOCUMENT, DEFAULT_FONT, NULL, NULL, NULL, 960, 600, 0, 0, 0, 0, 0, 0, 0, 0, 0};
    for (int i = 1; i < argc; i++) {
        const char *a = argv[i];
        const char *value = i + 1 < argc ? argv[i + 1] : NULL;
        int takes_value = 1;
        if (strcmp(a, "--exit") == 0) { o->exit_after = 1; takes_value = 0; }
        else if (strcmp(a, "--print-frames") == 0) { o->print_frames = 1; takes_value = 0; }
        else if (strcmp(a, "--rtl") == 0) { o->rtl = 1; takes_value = 0; }
        else if (value == NULL) { fprintf(stderr, "sdl-host: %s needs a value\n", a); return -1; }
        else if (strcmp(a, "--document") == 0) o->document = value;
        else if (strcmp(a, "--font") == 0) o->font = value;
        else if (strcmp(a, "--screenshot") == 0) o->screenshot = value;
        else if (strcmp(a, "--keys") == 0) o->keys = value;
        else if (strcmp(a, "--category") == 0) o->category = value;
        else if (strcmp(a, "--size") == 0) {
            if (parse_size(value, &o->width, &o->height) != 0) { fprintf(stderr, "sdl-host: --size wants WxH, got %s\n", value); return -1; }
        } else if (strcmp(a, "--resize-to") == 0) {
            if (parse_size(value, &o->resize_width, &o->resize_height) != 0) { fprintf(stderr, "sdl-host: --resize-to wants WxH, got %s\n", value); return -1; }
        } else if (strcmp(a, "--frames") == 0) {
            o->frames = atoi(value);
            if (o->frames < 1) { fprintf(stderr, "sdl-host: --frames wants a count, got %s\n", value); return -1; }
        } else if (strcmp(a, "--bench-resize") == 0) {
            o->bench_resize = atoi(value);
            if (o->bench_resize < 1) { fprintf(stderr, "sdl-host: --bench-resize wants a count, got %s\n", value); return -1; }
        } else if (strcmp(a, "--width-class") == 0 || strcmp(a, "--height-class") == 0) {
            int size_class = parse_class(value);
            if (size_class < 0) { fprintf(stderr, "sdl-host: %s wants compact or regular, got %s\n", a, value); return -1; }
            if (a[2] == 'w') o->width_class = size_class; else o->height_class = size_class;
        } else { fprintf(stderr, "sdl-host: unknown option %s (see docs/sdl-host.md)\n", a); return -1; }
        if (takes_value) i++;
    }
    if (o->frames == 0) o->frames = 1;
    return 0;
}

static int category_index(const char *name) {
    for (int i = 0; i < host_category_count; i++) {
        if (strcmp(host_categories[i], name) == 0) return i;
    }
    return -1;
}

static int view_index(const host_state *host, const char *id) {
    for (size_t i = 0; i < host->view_count; i++) {
        if (strcmp(host->views[i].id, id) == 0) return (int)i;
    }
    return -1;
}

/* Moves the leaderboard by `delta` points, within its content. */
static void scroll_by(host_state *host, double delta) {
    int content = view_index(host, scroll_content), viewport = view_index(host, scroll_viewport);
    if (content < 0 || viewport < 0) return;
    double limit = fmax(0, host->frames[content].height - host->frames[viewport].height);
    double scroll = fmin(fmax(host->scroll + delta, 0), limit);
    if (scroll == host->scroll) return;
    if (trellis_scene_set_constant(host->scene, scroll_constraint, -scroll) == TRELLIS_OK) {
        host->scroll = scroll;
        host->needs_layout = 1;
    }
}

static int cycle_class(int size_class) { return (size_class + 1) % 3; }

/* One key: a trait change or a scroll. Returns 0 when the key quits. */
static int handle_key(host_state *host, SDL_Keycode key, int shifted) {
    host_traits *t = &host->traits;
    switch (key) {
    case SDLK_q:
    case SDLK_ESCAPE: return 0;
    case SDLK_c:
        if (shifted) { if (t->category > 0) t->category--; }
        else if (t->category + 1 < host_category_count) t->category++;
        break;
    case SDLK_PLUS: case SDLK_EQUALS: case SDLK_KP_PLUS:
        if (t->category + 1 < host_category_count) t->category++;
        break;
    case SDLK_MINUS: case SDLK_KP_MINUS:
        if (t->category > 0) t->category--;
        break;
    case SDLK_d: t->right_to_left = !t->right_to_left; break;
    case SDLK_w: t->width_class_override = cycle_class(t->width_class_override); break;
    case SDLK_h: t->height_class_override = cycle_class(t->height_class_override); break;
    case SDLK_DOWN: scroll_by(host, scroll_step); return 1;
    case SDLK_UP: scroll_by(host, -scroll_step); return 1;
    default: return 1;
    }
    apply_traits(host);
    return 1;
}

/* Handles pending events; returns 0 when the window closes. */
static int handle_events(host_state *host) {
    SDL_Event event;
    while (SDL_PollEvent(&event)) {
        switch (event.type) {
        case SDL_QUIT: return 0;
        case SDL_WINDOWEVENT:
            if (event.window.event == SDL_WINDOWEVENT_SIZE_CHANGED &&
                (event.window.data1 != host->width || event.window.data2 != host->height)) {
                host->width = event.window.data1;
                host->height = event.window.data2;
                apply_size(host);
            }
            break;
        case SDL_KEYDOWN:
            if (!handle_key(host, event.key.keysym.sym, (event.key.keysym.mod & KMOD_SHIFT) != 0)) return 0;
            break;
        case SDL_MOUSEWHEEL:
            scroll_by(host, -event.wheel.y * scroll_step);
            break;
        default: break;
        }
    }
    return 1;
}

static void print_frames(const host_state *host) {
    printf("# size %dx%d classes %s %s direction %s category %s scroll %g\n", host->width, host->height,
           host->width_class == TRELLIS_SIZE_CLASS_COMPACT ? "compact" : "regular",
           host->height_class == TRELLIS_SIZE_CLASS_COMPACT ? "compact" : "regular",
           host->traits.right_to_left ? "rtl" : "ltr", host_categories[host->traits.category], host->scroll);
    for (size_t i = 0; i < host->view_count; i++) {
        const trellis_rect *f = &host->frames[i];
        if (!host->views[i].installed) printf("%s -\n", host->views[i].id);
        else printf("%s %.4f %.4f %.4f %.4f\n", host->views[i].id, f->x, f->y, f->width, f->height);
    }
}

static int save_screenshot(SDL_Renderer *renderer, const char *path) {
    int width, height;
    if (SDL_GetRendererOutputSize(renderer, &width, &height) != 0) return -1;
    unsigned char *pixels = malloc((size_t)width * (size_t)height * 3);
    if (pixels == NULL) return -1;
    int status = SDL_RenderReadPixels(renderer, NULL, SDL_PIXELFORMAT_RGB24, pixels, width * 3);
    if (status == 0) status = write_png(path, pixels, width, height, width * 3);
    free(pixels);
    return status;
}

int bench_resize(host_state *host, int count);

/* Draws frames until the window closes (or `frames` are drawn with --exit). */
static int run(SDL_Window *window, SDL_Renderer *renderer, host_state *host, const options *o) {
    const double ticks_per_ms = (double)SDL_GetPerformanceFrequency() / 1000.0;
    int vsync = 0, drawn = 0, resize_pending = o->resize_width > 0;
    Uint32 resize_deadline = 0;
    SDL_RendererInfo info;
    if (SDL_GetRendererInfo(renderer, &info) == 0) vsync = (info.flags & SDL_RENDERER_PRESENTVSYNC) != 0;
    for (;;) {
        Uint64 start = SDL_GetPerformanceCounter();
        if (!handle_events(host)) return 0;
        relayout(host);
        if (resize_pending && drawn > 0) {
            if (resize_deadline == 0) {
                SDL_SetWindowSize(window, o->resize_width, o->resize_height);
                resize_deadline = SDL_GetTicks() + 5000;
            }
            if (host->width == o->resize_width && host->height == o->resize_height) {
                resize_pending = 0;
            } else if (SDL_TICKS_PASSED(SDL_GetTicks(), resize_deadline)) {
                fprintf(stderr, "sdl-host: the window was not resized to %dx%d within 5 s (it is %dx%d)\n",
                        o->resize_width, o->resize_height, host->width, host->height);
                return 1;
            }
        }
        draw_scene(renderer, host);
        draw_overlay(renderer, host);
        int last = o->exit_after && drawn + 1 >= o->frames && !resize_pending;
        if (last && o->screenshot != NULL && save_screenshot(renderer, o->screenshot) != 0) {
            fprintf(stderr, "sdl-host: cannot write %s: %s\n", o->screenshot, SDL_GetError());
            return 1;
        }
        SDL_RenderPresent(renderer);
        drawn++;
        host->last_frame_ms = (double)(SDL_GetPerformanceCounter() - start) / ticks_per_ms;
        if (last) {
            if (o->print_frames) print_frames(host);
            return 0;
        }
        if (!vsync && host->last_frame_ms < frame_budget_ms) SDL_Delay((Uint32)(frame_budget_ms - host->last_frame_ms));
    }
}

int main(int argc, char **argv) {
    options o;
    host_state host;
    int status = 1;
    SDL_Window *window = NULL;
    SDL_Renderer *renderer = NULL;
    memset(&host, 0, sizeof host);
    if (parse_options(argc, argv, &o) != 0) return 2;
    host.fonts.path = o.font;
    host.width = o.width;
    host.height = o.height;
    if (o.category != NULL && (host.traits.category = category_index(o.category)) < 0) {
        fprintf(stderr, "sdl-host: unknown content size category %s\n", o.category);
        return 2;
    }
    if (o.category == NULL) host.traits.category = category_index("large");
    host.traits.right_to_left = o.rtl;
    host.traits.width_class_override = o.width_class;
    host.traits.height_class_override = o.height_class;

    if (SDL_Init(SDL_INIT_VIDEO) != 0 || TTF_Init() != 0) {
        fprintf(stderr, "sdl-host: cannot start SDL: %s\n", SDL_GetError());
        return 1;
    }
    if (trellis_document_load_file(o.document, &host.document) != TRELLIS_OK ||
        trellis_scene_new(host.document, NULL, &host.scene) != TRELLIS_OK) {
        fprintf(stderr, "sdl-host: %s\n", trellis_last_error());
        goto done;
    }
    {
        TTF_Font *probe = TTF_OpenFont(o.font, 17);
        if (probe == NULL) {
            fprintf(stderr, "sdl-host: cannot open the font %s: %s\n", o.font, TTF_GetError());
            goto done;
        }
        TTF_CloseFont(probe);
    }
    trellis_scene_set_measure(host.scene, measure_text, &host.fonts);
    window = SDL_CreateWindow("Trellis Quest (SDL host)", SDL_WINDOWPOS_CENTERED, SDL_WINDOWPOS_CENTERED, o.width,
                              o.height, SDL_WINDOW_RESIZABLE);
    if (window == NULL) {
        fprintf(stderr, "sdl-host: cannot open a window: %s\n", SDL_GetError());
        goto done;
    }
    renderer = SDL_CreateRenderer(window, -1, SDL_RENDERER_PRESENTVSYNC);
    if (renderer == NULL) renderer = SDL_CreateRenderer(window, -1, SDL_RENDERER_SOFTWARE);
    if (renderer == NULL || draw_init(renderer, o.font) != 0) {
        fprintf(stderr, "sdl-host: cannot draw: %s\n", SDL_GetError());
        goto done;
    }
    SDL_GetWindowSize(window, &host.width, &host.height);
    apply_traits(&host);
    relayout(&host);  /* the first layout, timed: every label measured */
    if (load_views(&host) != 0) {
        fprintf(stderr, "sdl-host: cannot read the views: %s\n", trellis_last_error());
        goto done;
    }
    if (o.keys != NULL) {
        for (const char *k = o.keys; *k; k++) {
            int shifted = *k >= 'A' && *k <= 'Z';
            SDL_Keycode key = *k == 'v' ? SDLK_DOWN : *k == '^' ? SDLK_UP : (SDL_Keycode)(shifted ? *k - 'A' + 'a' : *k);
            handle_key(&host, key, shifted);
            relayout(&host);
        }
    }
    status = o.bench_resize > 0 ? bench_resize(&host, o.bench_resize) : run(window, renderer, &host, &o);
done:
    if (host.views != NULL) draw_free(&host);
    free_views(&host);
    close_fonts(&host.fonts);
    trellis_scene_free(host.scene);
    trellis_document_free(host.document);
    if (renderer != NULL) SDL_DestroyRenderer(renderer);
    if (window != NULL) SDL_DestroyWindow(window);
    TTF_Quit();
    SDL_Quit();
    return status;
}
