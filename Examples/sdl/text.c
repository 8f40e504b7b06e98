/*
 * text.c — text measured with the real font: the scene's measure callback and the line
 * breaking that drawing shares with it, so a label is drawn in exactly the lines it was
 * measured in.
 *
 * Metrics (SDL_ttf, one point = one pixel):
 *   width           the widest line, TTF_SizeUTF8 (kerning included);
 *   height          TTF_FontHeight for the first line, TTF_FontLineSkip for each further one;
 *   first baseline  TTF_FontAscent below the top;
 *   last baseline   the first plus LineSkip for each further line.
 * Lines break between words when the text is wider than max_width (which the scene gives
 * only to wrapping labels, at their solved width); a word wider than the line stays alone
 * on its line, as UILabel's word wrapping leaves it.
 */
#include <math.h>
#include <string.h>

#include "host.h"

/* Texts are NUL-terminated for SDL_ttf in this buffer (the host is single-threaded). */
static char scratch[HOST_MAX_TEXT];

/* Widths within this of max_width still fit: the scene hands back widths that went
 * through the solver. */
static const double fit_tolerance = 1e-6;

TTF_Font *font_for(font_cache *fonts, double point_size) {
    long size = lround(point_size);
    if (!(point_size > 0) || size < 1 || size > HOST_MAX_POINT_SIZE) return NULL;
    if (fonts->sizes[size] == NULL) fonts->sizes[size] = TTF_OpenFont(fonts->path, (int)size);
    return fonts->sizes[size];
}

void close_fonts(font_cache *fonts) {
    for (int size = 0; size <= HOST_MAX_POINT_SIZE; size++) {
        if (fonts->sizes[size] != NULL) TTF_CloseFont(fonts->sizes[size]);
        fonts->sizes[size] = NULL;
    }
}

/* The width of text[start, start + length). */
static int span_width(TTF_Font *font, const char *text, size_t start, size_t length) {
    int width = 0;
    if (length == 0) return 0;
    memcpy(scratch, text + start, length);
    scratch[length] = '\0';
    if (TTF_SizeUTF8(font, scratch, &width, NULL) != 0) return -1;
    return width;
}

/* Breaks `text` into at most `capacity` lines no wider than max_width (INFINITY: one line).
 * Returns the line count (0 for empty text), or -1 if the text is too long or too many
 * lines; *widest receives the widest line's width. */
int wrap_text(TTF_Font *font, const char *text, double max_width, text_line *lines, int capacity,
              int *widest) {
    size_t length = strlen(text);
    int count = 0;
    *widest = 0;
    if (length >= HOST_MAX_TEXT) return -1;
    if (length == 0) return 0;
    if (isinf(max_width)) {
        int width = span_width(font, text, 0, length);
        if (width < 0 || capacity < 1) return -1;
        lines[0] = (text_line){0, length, width};
        *widest = width;
        return 1;
    }
    size_t line_start = 0;
    while (line_start < length) {
        /* Grow the line word by word while it fits; the first word always goes in. */
        size_t end = line_start, fitted_end = line_start;
        int fitted_width = 0;
        while (end < length) {
            size_t word_end = end;
            while (word_end < length && text[word_end] == ' ') word_end++;
            while (word_end < length && text[word_end] != ' ') word_end++;
            int width = span_width(font, text, line_start, word_end - line_start);
            if (width < 0) return -1;
            if (fitted_end > line_start && width > max_width + fit_tolerance) break;
            fitted_end = end = word_end;
            fitted_width = width;
        }
        if (count == capacity) return -1;
        lines[count++] = (text_line){line_start, fitted_end - line_start, fitted_width};
        if (fitted_width > *widest) *widest = fitted_width;
        line_start = fitted_end;
        while (line_start < length && text[line_start] == ' ') line_start++;
    }
    return count;
}

/* Measures text in the lines wrap_text makes of it. */
static int measure_lines(font_cache *fonts, const char *text, double point_size, double max_width,
                         trellis_measurement *out) {
    text_line lines[HOST_MAX_LINES];
    int widest = 0;
    if (text == NULL) return 1;  /* a custom view: not the host's to size */
    TTF_Font *font = font_for(fonts, point_size);
    if (font == NULL) return 1;
    int count = wrap_text(font, text, max_width, lines, HOST_MAX_LINES, &widest);
    if (count < 0) return 1;
    if (count == 0) {
        *out = (trellis_measurement){0, 0, 0, 0};
        return 0;
    }
    double skip = TTF_FontLineSkip(font);
    out->width = widest;
    out->height = TTF_FontHeight(font) + skip * (count - 1);
    out->first_baseline = TTF_FontAscent(font);
    out->last_baseline = out->first_baseline + skip * (count - 1);
    return 0;
}

/* The scene's measure callback (trellis_measure_fn); `user` is the host's font_cache. */
int measure_text(void *user, const char *view_id, const char *text, double point_size, double max_width,
                 trellis_measurement *out) {
    (void)view_id;
    font_cache *fonts = user;
    Uint64 start = SDL_GetPerformanceCounter();
    int status = measure_lines(fonts, text, point_size, max_width, out);
    fonts->measure_ticks += SDL_GetPerformanceCounter() - start;
    fonts->measure_calls++;
    return status;
}
