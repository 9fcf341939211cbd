"""trickcore's benchmark suite: ``python -m benchmarks`` (or ``python benchmarks/run.py``) from the repository root.

It times random full hands of every ruleset through the public API, the cost of
each public call, the JSON round trip of a long game and the memory of keeping
every state, and, when OpenSpiel is installed (``pip install -e '.[benchmark]'``),
compares hands and decisions with OpenSpiel's Hearts measured in the same run.
The modules: :mod:`benchmarks.timing` (how things are timed),
:mod:`benchmarks.engines` (trickcore's side), :mod:`benchmarks.openspiel`
(OpenSpiel's side), :mod:`benchmarks.core` (core micro-benchmarks),
:mod:`benchmarks.report` (tables, targets, JSON) and :mod:`benchmarks.cli` (the
command line). ``benchmarks/backends.py`` measures the simulation backends.
"""
