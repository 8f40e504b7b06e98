/*
 * host.h — the SDL host's shared types: a Trellis scene drawn by SDL2 with SDL_ttf text.
 *
 * The host owns everything it draws with; the scene only says where things go. All arrays
 * are sized when the document is loaded, so a frame that follows no change allocates
 * nothing (docs/sdl-host.md, "Frame pacing").
 */
#ifndef SDL_HOST_H
#define SDL_HOST_H

#include <SDL.h>
#include <SDL_ttf.h>
#include <stddef.h>

#include "trellis.h"

/* Point sizes the font cache holds (Dynamic Type's largest, largeTitle at
 * accessibilityExtraExtraExtraLarge, is 60). */
#define HOST_MAX_POINT_SIZE 128
/* The longest text the host measures or draws, in bytes, and the most lines a label wraps
 * into; longer texts fall back to the library's default measurer. */
#define HOST_MAX_TEXT 1024
#define HOST_MAX_LINES 32
/* The strip at the bottom where frame and layout times are drawn; the scene gets it as its
 * bottom safe-area inset, so the layout stays clear of it. */
#define HOST_OVERLAY_HEIGHT 36

/* Fonts by integer point size, opened on first use. One point is one pixel: SDL_ttf's
 * sizes are at 72 dpi. */
typedef struct {
    const char *path;
    TTF_Font *sizes[HOST_MAX_POINT_SIZE + 1];
    unsigned long measure_calls;  /* how often the scene asked, and for how long */
    Uint64 measure_ticks;
} font_cache;

/* One line of wrapped text: a byte range of the text and its width in pixels. */
typedef struct {
    size_t start, length;
    int width;
} text_line;

typedef enum { VIEW_PLAIN, VIEW_LABEL, VIEW_BUTTON, VIEW_IMAGE, VIEW_STACK, VIEW_CONTAINER, VIEW_GUIDE } view_kind;

/* What the host knows of one view besides its frame, read from trellis_scene_view_info
 * when the document is loaded and again after every trait change. */
typedef struct {
    const char *id;            /* the scene's string (valid: the host inserts no views) */
    view_kind kind;
    char text[HOST_MAX_TEXT];  /* label text or button title, "" if none */
    double point_size;         /* 0 for views without text */
    int hidden, installed;
    int clip;                  /* index of the container whose frame clips this view, or -1 */
    /* Rendered text, rebuilt only when the frame's width, the text or the size changed. */
    SDL_Texture *line_textures[HOST_MAX_LINES];
    int line_widths[HOST_MAX_LINES];
    int line_count;
    double rendered_width, rendered_point_size;
    int texture_stale;
} host_view;

/* The traits the host feeds the scene. A size class of 0 follows the window. */
typedef struct {
    int category;              /* index into host_categories */
    int right_to_left;
    int width_class_override;  /* 0 auto, 1 compact, 2 regular */
    int height_class_override;
} host_traits;

/* The content size categories, smallest first (trellis_scene_set_content_size_category). */
extern const char *const host_categories[];
extern const int host_category_count;

/* The live state of the host. */
typedef struct {
    trellis_document *document;
    trellis_scene *scene;
    size_t view_count;
    host_view *views;
    trellis_rect *frames;      /* root coordinates, view-index order */
    font_cache fonts;
    host_traits traits;
    int width, height;         /* the window's size in points (= pixels) */
    int width_class, height_class;  /* as last given to the scene */
    double scroll;             /* leaderboard offset, points */
    int needs_layout, traits_changed;
    size_t last_changed;       /* views whose frame the last layout changed */
    double last_layout_ms, last_frame_ms;
    double first_layout_ms;    /* the first layout: every label measured, fonts opened */
} host_state;

/* text.c: fonts, wrapping, the measure callback. */
TTF_Font *font_for(font_cache *fonts, double point_size);
int wrap_text(TTF_Font *font, const char *text, double max_width, text_line *lines, int capacity,
              int *widest);
int measure_text(void *user, const char *view_id, const char *text, double point_size, double max_width,
                 trellis_measurement *out);
void close_fonts(font_cache *fonts);

/* views.c: the view table. */
int load_views(host_state *host);
void refresh_views(host_state *host);
void free_views(host_state *host);

/* layout.c: traits, size classes and relayout. */
void apply_size(host_state *host);
void apply_traits(host_state *host);
int relayout(host_state *host);
int size_class_for(int points, int compact_below);

/* draw.c: drawing a frame. */
int draw_init(SDL_Renderer *renderer, const char *font_path);
void draw_scene(SDL_Renderer *renderer, host_state *host);
void draw_overlay(SDL_Renderer *renderer, host_state *host);
void draw_free(host_state *host);

/* png.c: a minimal PNG writer (stored deflate, no compression library). */
int write_png(const char *path, const unsigned char *rgb, int width, int height, int pitch);

#endif
