/*
 * png.c — writes an 8-bit RGB PNG without a compression library: the image data is a zlib
 * stream of "stored" (uncompressed) deflate blocks, which every PNG reader accepts
 * (PNG: ISO/IEC 15948, W3C PNG specification §10; zlib: RFC 1950; deflate stored blocks:
 * RFC 1951 §3.2.4). Files are large (about 3 bytes a pixel); they are for tests and for
 * looking at, not for shipping.
 */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "host.h"

static unsigned long crc_table[256];

static void make_crc_table(void) {
    for (unsigned long n = 0; n < 256; n++) {
        unsigned long c = n;
        for (int k = 0; k < 8; k++) c = (c & 1) ? 0xEDB88320UL ^ (c >> 1) : c >> 1;
        crc_table[n] = c;
    }
}

static unsigned long crc_update(unsigned long crc, const unsigned char *bytes, size_t length) {
    for (size_t i = 0; i < length; i++) crc = crc_table[(crc ^ bytes[i]) & 0xFF] ^ (crc >> 8);
    return crc;
}

static void put_u32(unsigned char *out, unsigned long value) {
    out[0] = (unsigned char)(value >> 24);
    out[1] = (unsigned char)(value >> 16);
    out[2] = (unsigned char)(value >> 8);
    out[3] = (unsigned char)value;
}

/* Writes one chunk: length, type, data, CRC of type and data. */
static int write_chunk(FILE *file, const char type[4], const unsigned char *data, size_t length) {
    unsigned char word[4];
    put_u32(word, (unsigned long)length);
    unsigned long crc = crc_update(0xFFFFFFFFUL, (const unsigned char *)type, 4);
    crc = crc_update(crc, data, length) ^ 0xFFFFFFFFUL;
    if (fwrite(word, 1, 4, file) != 4 || fwrite(type, 1, 4, file) != 4) return -1;
    if (length > 0 && fwrite(data, 1, length, file) != length) return -1;
    put_u32(word, crc);
    return fwrite(word, 1, 4, file) == 4 ? 0 : -1;
}

int write_png(const char *path, const unsigned char *rgb, int width, int height, int pitch) {
    static const unsigned char signature[8] = {0x89, 'P', 'N', 'G', '\r', '\n', 0x1A, '\n'};
    const size_t row = (size_t)width * 3 + 1;  /* filter byte 0 (none), then the pixels */
    const size_t raw_length = row * (size_t)height;
    const size_t max_block = 65535;
    const size_t blocks = (raw_length + max_block - 1) / max_block;
    const size_t idat_length = 2 + raw_length + 5 * (blocks ? blocks : 1) + 4;
    unsigned char *raw = malloc(raw_length ? raw_length : 1);
    unsigned char *idat = malloc(idat_length);
    FILE *file = fopen(path, "wb");
    int status = -1;
    if (raw == NULL || idat == NULL || file == NULL) goto done;
    make_crc_table();
    for (int y = 0; y < height; y++) {
        raw[row * (size_t)y] = 0;
        memcpy(raw + row * (size_t)y + 1, rgb + (size_t)pitch * (size_t)y, (size_t)width * 3);
    }
    /* zlib header: deflate, 32 KiB window, no dictionary, check bits making it a multiple
     * of 31 (0x7801). */
    size_t at = 0;
    idat[at++] = 0x78;
    idat[at++] = 0x01;
    unsigned long adler_a = 1, adler_b = 0;
    size_t done_bytes = 0;
    do {
        size_t length = raw_length - done_bytes < max_block ? raw_length - done_bytes : max_block;
        idat[at++] = done_bytes + length == raw_length ? 1 : 0;  /* BFINAL, BTYPE 00 (stored) */
        idat[at++] = (unsigned char)(length & 0xFF);
        idat[at++] = (unsigned char)(length >> 8);
        idat[at++] = (unsigned char)(~length & 0xFF);
        idat[at++] = (unsigned char)((~length >> 8) & 0xFF);
        memcpy(idat + at, raw + done_bytes, length);
        for (size_t i = 0; i < length; i++) {
            adler_a = (adler_a + raw[done_bytes + i]) % 65521;
            adler_b = (adler_b + adler_a) % 65521;
        }
        at += length;
        done_bytes += length;
    } while (done_bytes < raw_length);
    put_u32(idat + at, (adler_b << 16) | adler_a);
    at += 4;

    unsigned char header[13];
    put_u32(header, (unsigned long)width);
    put_u32(header + 4, (unsigned long)height);
    header[8] = 8;   /* bit depth */
    header[9] = 2;   /* colour type: RGB */
    header[10] = 0;  /* compression: deflate */
    header[11] = 0;  /* filter method 0 */
    header[12] = 0;  /* no interlace */
    if (fwrite(signature, 1, 8, file) != 8) goto done;
    if (write_chunk(file, "IHDR", header, sizeof header) != 0) goto done;
    if (write_chunk(file, "IDAT", idat, at) != 0) goto done;
    if (write_chunk(file, "IEND", NULL, 0) != 0) goto done;
    status = 0;
done:
    if (file != NULL && fclose(file) != 0) status = -1;
    free(raw);
    free(idat);
    return status;
}
