"""The CPU's work for a session, one owner (`cpu_work`): the CPU seats' moves and hints
(`cpu_turns`, `pending_request`) in a worker process (`cpu_player`), the analysis of the game
(`analyst`) and studies of a position (`position_study`), each in a process of its own."""
