/*
 * draw.c — one frame: every installed, visible view at its frame (rectangles, text, image
 * placeholders), then the overlay with the frame and layout times.
 *
 * Nothing here allocates in a frame that follows no change: a label's text is rendered to
 * textures once and again only when its text, point size or width changes (after a
 * relayout); the overlay draws its changing numbers from a glyph atlas made at start-up.
 */
#include <math.h>
#include <stdio.h>
#include <string.h>

#include "host.h"

typedef struct { Uint8 r, g, b, a; } colour;

static const colour background = {20, 27, 45, 255};
static const colour panel = {31, 42, 68, 255};
static const colour outline = {52, 66, 100, 255};
static const colour list_background = {16, 22, 38, 255};
static const colour row_even = {27, 36, 64, 255};
static const colour row_odd = {23, 31, 56, 255};
static const colour button_fill = {59, 111, 216, 255};
static const colour image_fill = {107, 78, 155, 255};
static const colour image_cross = {160, 130, 210, 255};
static const colour text_plain = {232, 236, 245, 255};
static const colour text_heading = {242, 193, 78, 255};
static const colour text_quiet = {154, 166, 192, 255};
static const colour text_score = {127, 209, 127, 255};
static const colour overlay_fill = {0, 0, 0, 200};
static const colour overlay_text = {200, 255, 200, 255};

/* The overlay's glyph atlas: printable ASCII at one size, each glyph its own texture. */
#define OVERLAY_POINT_SIZE 13
static SDL_Texture *glyphs[128];
static int glyph_advance[128], glyph_width[128], glyph_height[128];
static TTF_Font *overlay_font;
static char line_buffer[HOST_MAX_TEXT];

int draw_init(SDL_Renderer *renderer, const char *font_path) {
    overlay_font = TTF_OpenFont(font_path, OVERLAY_POINT_SIZE);
    if (overlay_font == NULL) return -1;
    for (int c = 32; c < 127; c++) {
        int minx, maxx, miny, maxy;
        if (TTF_GlyphMetrics(overlay_font, (Uint16)c, &minx, &maxx, &miny, &maxy, &glyph_advance[c]) != 0) continue;
        if (c == ' ') continue;
        SDL_Surface *surface = TTF_RenderGlyph_Blended(overlay_font, (Uint16)c, (SDL_Color){255, 255, 255, 255});
        if (surface == NULL) continue;
        glyphs[c] = SDL_CreateTextureFromSurface(renderer, surface);
        glyph_width[c] = surface->w;
        glyph_height[c] = surface->h;
        SDL_FreeSurface(surface);
    }
    return 0;
}

static void set_colour(SDL_Renderer *renderer, colour c) { SDL_SetRenderDrawColor(renderer, c.r, c.g, c.b, c.a); }

static void fill(SDL_Renderer *renderer, const SDL_FRect *rect, colour c) {
    set_colour(renderer, c);
    SDL_RenderFillRectF(renderer, rect);
}

static void stroke(SDL_Renderer *renderer, const SDL_FRect *rect, colour c) {
    set_colour(renderer, c);
    SDL_RenderDrawRectF(renderer, rect);
}

/* The last component of a view id ("scores.name3" -> "name3"). */
static const char *short_id(const char *id) {
    const char *dot = strrchr(id, '.');
    return dot ? dot + 1 : id;
}

static int starts_with(const char *text, const char *prefix) { return strncmp(text, prefix, strlen(prefix)) == 0; }

static colour text_colour(const host_view *view) {
    const char *id = short_id(view->id);
    if (view->kind == VIEW_BUTTON) return text_plain;
    if (strcmp(id, "title") == 0 || strcmp(id, "boardTitle") == 0 || starts_with(id, "rank")) return text_heading;
    if (strcmp(id, "tip") == 0 || strcmp(id, "level") == 0 || strcmp(id, "chapter") == 0) return text_quiet;
    if (starts_with(id, "points")) return text_score;
    return text_plain;
}

static void release_text(host_view *view) {
    for (int i = 0; i < view->line_count; i++) SDL_DestroyTexture(view->line_textures[i]);
    view->line_count = 0;
}

/* Renders the view's text in the lines the measure callback broke it into at this width:
 * unwrapped when it fits, or when the frame is too short for a second line. */
static void render_text(SDL_Renderer *renderer, host_state *host, host_view *view, double width, double height) {
    text_line lines[HOST_MAX_LINES];
    int widest = 0;
    release_text(view);
    view->rendered_width = width;
    view->rendered_point_size = view->point_size;
    view->texture_stale = 0;
    TTF_Font *font = font_for(&host->fonts, view->point_size);
    if (font == NULL || view->text[0] == '\0') return;
    int count = wrap_text(font, view->text, INFINITY, lines, HOST_MAX_LINES, &widest);
    if (count == 1 && widest > width + 1e-6 && height >= TTF_FontHeight(font) + TTF_FontLineSkip(font) - 0.5) {
        count = wrap_text(font, view->text, width, lines, HOST_MAX_LINES, &widest);
    }
    for (int i = 0; i < count; i++) {
        memcpy(line_buffer, view->text + lines[i].start, lines[i].length);
        line_buffer[lines[i].length] = '\0';
        SDL_Surface *surface = TTF_RenderUTF8_Blended(font, line_buffer, (SDL_Color){255, 255, 255, 255});
        if (surface == NULL) break;
        view->line_textures[i] = SDL_CreateTextureFromSurface(renderer, surface);
        view->line_widths[i] = lines[i].width;
        SDL_FreeSurface(surface);
        if (view->line_textures[i] == NULL) break;
        view->line_count = i + 1;
    }
}

/* Draws the rendered lines inside `rect`: natural alignment for labels (the leading edge),
 * centred for button titles; lines wider than the frame are cut at its trailing edge. */
static void draw_text(SDL_Renderer *renderer, host_state *host, host_view *view, const SDL_FRect *rect) {
    TTF_Font *font = font_for(&host->fonts, view->point_size);
    if (font == NULL || view->line_count == 0) return;
    int skip = TTF_FontLineSkip(font);
    int block = TTF_FontHeight(font) + skip * (view->line_count - 1);
    float y = rect->y;
    if (view->kind == VIEW_BUTTON) y += (rect->h - (float)block) / 2;
    colour c = text_colour(view);
    for (int i = 0; i < view->line_count; i++) {
        SDL_Texture *texture = view->line_textures[i];
        int texture_width, texture_height;
        SDL_QueryTexture(texture, NULL, NULL, &texture_width, &texture_height);
        float visible = fminf((float)texture_width, rect->w);
        float x = rect->x;
        if (view->kind == VIEW_BUTTON) x += (rect->w - visible) / 2;
        else if (host->traits.right_to_left) x += rect->w - fminf((float)view->line_widths[i], rect->w);
        SDL_Rect source = {0, 0, (int)visible, texture_height};
        if (host->traits.right_to_left && view->kind != VIEW_BUTTON && texture_width > rect->w) {
            source.x = texture_width - (int)visible;  /* cut at the trailing (left) edge */
        }
        SDL_FRect target = {roundf(x), roundf(y + (float)(skip * i)), (float)source.w, (float)texture_height};
        SDL_SetTextureColorMod(texture, c.r, c.g, c.b);
        SDL_RenderCopyF(renderer, texture, &source, &target);
    }
}

/* An image placeholder: a box with an inset frame. (No diagonal lines: SDL draws those
 * through a point list that it allocates for every line.) */
static void draw_image(SDL_Renderer *renderer, const SDL_FRect *rect) {
    fill(renderer, rect, image_fill);
    if (rect->w > 8 && rect->h > 8) {
        SDL_FRect inset = {rect->x + 4, rect->y + 4, rect->w - 8, rect->h - 8};
        stroke(renderer, &inset, image_cross);
    }
}

void draw_scene(SDL_Renderer *renderer, host_state *host) {
    int clip = -2;  /* the clip in force: -1 none */
    SDL_SetRenderDrawBlendMode(renderer, SDL_BLENDMODE_BLEND);
    set_colour(renderer, background);
    SDL_RenderClear(renderer);
    for (size_t i = 1; i < host->view_count; i++) {
        host_view *view = &host->views[i];
        const trellis_rect *f = &host->frames[i];
        if (!view->installed || view->hidden || view->kind == VIEW_GUIDE) continue;
        /* A list squeezed to nothing shows nothing (SDL takes an empty clip for none). */
        if (view->clip >= 0 && (host->frames[view->clip].width < 1 || host->frames[view->clip].height < 1)) continue;
        if (view->clip != clip) {
            clip = view->clip;
            if (clip < 0) {
                SDL_RenderSetClipRect(renderer, NULL);
            } else {
                const trellis_rect *c = &host->frames[clip];
                SDL_Rect area = {(int)floor(c->x), (int)floor(c->y), (int)ceil(c->width), (int)ceil(c->height)};
                SDL_RenderSetClipRect(renderer, &area);
            }
        }
        SDL_FRect rect = {(float)f->x, (float)f->y, (float)f->width, (float)f->height};
        switch (view->kind) {
        case VIEW_LABEL:
        case VIEW_BUTTON:
            if (view->kind == VIEW_BUTTON) fill(renderer, &rect, button_fill);
            if (view->texture_stale || view->rendered_width != f->width || view->rendered_point_size != view->point_size) {
                render_text(renderer, host, view, f->width, f->height);
            }
            draw_text(renderer, host, view, &rect);
            break;
        case VIEW_IMAGE:
            draw_image(renderer, &rect);
            break;
        case VIEW_CONTAINER:
            fill(renderer, &rect, list_background);
            break;
        case VIEW_STACK:
            if (view->clip >= 0 && starts_with(short_id(view->id), "row")) {
                fill(renderer, &rect, i % 2 ? row_odd : row_even);
            } else if (strcmp(view->id, "hud") == 0) {
                fill(renderer, &rect, panel);
            } else {
                stroke(renderer, &rect, outline);
            }
            break;
        default:
            stroke(renderer, &rect, outline);
            break;
        }
    }
    SDL_RenderSetClipRect(renderer, NULL);
}

static void draw_string(SDL_Renderer *renderer, const char *text, int x, int y) {
    for (const unsigned char *c = (const unsigned char *)text; *c; c++) {
        if (*c >= 128) continue;
        if (glyphs[*c] != NULL) {
            SDL_Rect target = {x, y, glyph_width[*c], glyph_height[*c]};
            SDL_SetTextureColorMod(glyphs[*c], overlay_text.r, overlay_text.g, overlay_text.b);
            SDL_RenderCopy(renderer, glyphs[*c], NULL, &target);
        }
        x += glyph_advance[*c];
    }
}

static const char *class_name(int size_class) { return size_class == TRELLIS_SIZE_CLASS_COMPACT ? "C" : "R"; }

void draw_overlay(SDL_Renderer *renderer, host_state *host) {
    char text[256];
    SDL_FRect strip = {0, (float)(host->height - HOST_OVERLAY_HEIGHT), (float)host->width, HOST_OVERLAY_HEIGHT};
    fill(renderer, &strip, overlay_fill);
    snprintf(text, sizeof text, "frame %.2f ms   layout %.3f ms (%zu views moved)   %dx%d w%s h%s %s %s",
             host->last_frame_ms, host->last_layout_ms, host->last_changed, host->width, host->height,
             class_name(host->width_class), class_name(host->height_class), host->traits.right_to_left ? "RTL" : "LTR",
             host_categories[host->traits.category]);
    draw_string(renderer, text, 8, host->height - HOST_OVERLAY_HEIGHT + 2);
    draw_string(renderer, "keys: c/C text size  d direction  w/h size class  wheel/arrows scroll  q quit", 8,
                host->height - HOST_OVERLAY_HEIGHT + 18);
}

void draw_free(host_state *host) {
    for (size_t i = 0; i < host->view_count; i++) release_text(&host->views[i]);
    for (int c = 0; c < 128; c++) {
        if (glyphs[c] != NULL) SDL_DestroyTexture(glyphs[c]);
        glyphs[c] = NULL;
    }
    if (overlay_font != NULL) TTF_CloseFont(overlay_font);
    overlay_font = NULL;
}
