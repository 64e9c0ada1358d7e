"""The CPU process's side of analysis: rebuilds the requested game and runs the engine's
analysis on it (engine.ai.analysis), sending each analysed move as it is done.

Like app.model.worker.cpu_worker, which calls it, this module stays free of Qt."""

from __future__ import annotations

from typing import Any

from app.model.worker.cpu_messages import AnalysisRequest, Failure, Found, Step, Study


def study(request: AnalysisRequest, stop: Any, results: Any) -> Found | Failure:
    """Run `request` with the `stop` flag the app sets to cancel it; a Step goes to `results`
    for each move of a game analysed."""
    import engine
    from engine.ai import analysis

    if stop.is_set():
        return Failure(request.request_id, "cancelled")
    try:
        game = engine.Game(request.rules)
        for cell in request.moves:
            game.play(tuple(cell))
        found: object
        if request.study is Study.GAME:
            found = analysis.analyse_game(
                game,
                seconds=request.seconds,
                stop=stop,
                progress=lambda step: results.put(Step(request.request_id, step)),
            )
        elif request.study is Study.MOVE_VALUES:
            seconds = analysis.MOVE_VALUES_SECONDS if request.seconds is None else request.seconds
            found = (
                None if game.is_over() else analysis.move_values(game, seconds=seconds, stop=stop)
            )
        else:
            seconds = analysis.FORCED_WIN_SECONDS if request.seconds is None else request.seconds
            found = analysis.forced_win(game, seconds=seconds, stop=stop)
    except Exception as error:  # anything the analysis raises goes back as a message
        return Failure(request.request_id, f"{type(error).__name__}: {error}")
    if stop.is_set():
        return Failure(request.request_id, "cancelled")
    return Found(request.request_id, found)
