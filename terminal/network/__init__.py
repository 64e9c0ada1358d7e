"""The terminal game over the network: its options, the host's loop and the joiner's."""
