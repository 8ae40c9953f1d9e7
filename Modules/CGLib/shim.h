// The few GLib and GObject types and functions Octavo uses with poppler-glib, gdk-pixbuf and
// chafa. Nothing is linked: the libraries are opened with dlopen when a page or a picture is
// first drawn, and each function is looked up by name and called through these pointer types,
// which follow the libraries' public headers.
#ifndef OCTAVO_CGLIB_SHIM_H
#define OCTAVO_CGLIB_SHIM_H
#include <stddef.h>
#include <stdint.h>

/// GError, as GLib lays it out: what went wrong, for the one-line messages.
typedef struct OctavoGError {
    uint32_t domain;
    int32_t code;
    char *message;
} OctavoGError;

/// GString, as GLib lays it out: chafa returns its escape sequences in one.
typedef struct OctavoGString {
    char *str;
    size_t len;
    size_t allocated_len;
} OctavoGString;

typedef void (*octavo_g_object_unref_fn)(void *object);
typedef void (*octavo_g_free_fn)(void *memory);
typedef void (*octavo_g_error_free_fn)(OctavoGError *error);
typedef char *(*octavo_g_string_free_fn)(OctavoGString *string, int free_segment);
typedef unsigned long (*octavo_g_signal_connect_data_fn)(void *instance, const char *signal, void (*handler)(void),
                                                        void *data, void (*destroy)(void *, void *), int flags);
#endif
