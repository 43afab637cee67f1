#include "height_for_width.h"

GtkSizeRequestMode bs_height_for_width_request_mode(GtkWidget *widget) {
    (void)widget;
    return GTK_SIZE_REQUEST_HEIGHT_FOR_WIDTH;
}
