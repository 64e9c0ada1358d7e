"""clocks."""
