"""The CPU worker process: what runs in it (`cpu_worker`, `analysis_work`) and the messages it
and the window exchange (`cpu_messages`). No Qt here: the process imports only the engine."""
