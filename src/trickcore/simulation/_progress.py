"""The progress bar of a simulation: tqdm's when the ``progress`` extra is installed, else a text line."""

from __future__ import annotations

import importlib
import time
from collections.abc import Callable
from typing import Protocol, TextIO

__all__ = ["ProgressBar", "TextProgress", "progress_bar"]


class ProgressBar(Protocol):
    """A progress display: told how many more games are done, then closed."""

    def update(self, count: int) -> object:
        """``count`` more games are done."""
        ...

    def close(self) -> object:
        """The run is over (or was interrupted)."""
        ...


def _duration(seconds: float) -> str:
    """``m:ss`` or ``h:mm:ss``.

    Example:
        >>> _duration(75), _duration(3725)
        ('1:15', '1:02:05')
    """
    whole = int(seconds + 0.5)
    hours, rest = divmod(whole, 3600)
    minutes, secs = divmod(rest, 60)
    return f"{hours}:{minutes:02d}:{secs:02d}" if hours else f"{minutes}:{secs:02d}"


class TextProgress:
    """A progress line with games/s and the time left, for when tqdm is not installed.

    On a terminal the line is redrawn in place; elsewhere (a log file) a line is
    written at most once a second, and at the end.

    Example:
        >>> import io
        >>> stream = io.StringIO()
        >>> bar = TextProgress(4, stream, clock=iter([0.0, 2.0, 4.0]).__next__)
        >>> bar.update(2); bar.close()
        >>> print(stream.getvalue(), end="")
        [###############...............] 2/4 games  50%  1.0 games/s  0:02 elapsed, 0:02 left
        [###############...............] 2/4 games  50%  0.5 games/s  0:04 elapsed, 0:04 left
    """

    WIDTH = 30

    def __init__(self, total: int, stream: TextIO, clock: Callable[[], float] = time.perf_counter) -> None:
        self.total, self.done, self.stream = total, 0, stream
        self._clock = clock
        self.start: float = self._clock()
        self._terminal = bool(getattr(stream, "isatty", lambda: False)())
        self._last_line = self.start - 1.0

    def _line(self, now: float) -> str:
        filled = self.WIDTH * self.done // max(self.total, 1)
        elapsed = now - self.start
        rate = self.done / elapsed if elapsed > 0 else 0.0
        left = _duration((self.total - self.done) / rate) if rate > 0 else "?"
        percent = 100 * self.done // max(self.total, 1)
        return (
            f"[{'#' * filled}{'.' * (self.WIDTH - filled)}] {self.done}/{self.total} games  {percent}%"
            f"  {rate:.1f} games/s  {_duration(elapsed)} elapsed, {left} left"
        )

    def update(self, count: int) -> None:
        """``count`` more games are done: redraw (on a terminal) or, at most once a second, write a line."""
        self.done += count
        now = self._clock()
        if self._terminal:
            self.stream.write("\r" + self._line(now))
            self.stream.flush()
        elif now - self._last_line >= 1.0 and self.done < self.total:
            self.stream.write(self._line(now) + "\n")
            self._last_line = now

    def close(self) -> None:
        """Write the final line."""
        line = self._line(self._clock())
        self.stream.write(("\r" + line if self._terminal else line) + "\n")
        self.stream.flush()


def progress_bar(total: int, stream: TextIO, *, use_tqdm: bool = True) -> ProgressBar:
    """A bar for ``total`` games on ``stream``: tqdm's (games/s and ETA) when installed, else :class:`TextProgress`.

    tqdm is the optional extra ``progress`` (``pip install 'trickcore[progress]'``),
    imported only here.
    """
    if use_tqdm:
        try:
            tqdm = importlib.import_module("tqdm")
        except ImportError:
            pass
        else:
            bar: ProgressBar = tqdm.tqdm(
                total=total, file=stream, unit="game", dynamic_ncols=True, smoothing=0.1, mininterval=0.2
            )
            return bar
    return TextProgress(total, stream)
