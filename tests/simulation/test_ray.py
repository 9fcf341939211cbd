"""The Ray backend on a local two-CPU instance gives the same summary as the local backend."""

from __future__ import annotations

import io
import os
from collections.abc import Iterator
from typing import Any

import pytest

from trickcore.cli import main
from trickcore.simulation import simulate

# The test instances listen on the loopback address only (Ray otherwise picks the
# machine's network address); Ray reads this when it is first imported.
os.environ.setdefault("RAY_ENABLE_WINDOWS_OR_OSX_CLUSTER", "0")

ray: Any = pytest.importorskip("ray", reason="Ray is not installed (the optional extra 'ray')")


def test_ray_backend_starts_and_stops_its_own_instance() -> None:
    """Without a running instance the backend starts a local one of ``jobs`` CPUs and shuts it down after."""
    assert not ray.is_initialized()
    summary = simulate("smear", games=4, seed=3, backend="ray", jobs=2)
    assert summary == simulate("smear", games=4, seed=3)
    assert not ray.is_initialized()


@pytest.fixture(scope="module")
def local_ray() -> Iterator[None]:
    """A local Ray instance of two CPUs for this module, shut down afterwards."""
    ray.init(num_cpus=2, include_dashboard=False, log_to_driver=False)
    yield
    ray.shutdown()


@pytest.mark.usefixtures("local_ray")
def test_ray_backend_gives_the_local_summary() -> None:
    """Games shipped to Ray in batches come back as the same summary the local backend gives."""
    kwargs: dict[str, Any] = {"games": 9, "lineup": ["heuristic", "random"], "seed": 21, "max_hands": 40}
    local = simulate("smear", **kwargs)
    remote = simulate("smear", **kwargs, backend="ray", jobs=2, batch_size=2)
    assert remote == local
    assert remote.to_json() == local.to_json()
    assert remote.run is not None and (remote.run.backend, remote.run.jobs, remote.run.batch_size) == ("ray", 2, 2)
    assert ray.is_initialized()


@pytest.mark.usefixtures("local_ray")
def test_simulate_json_is_identical_on_ray_and_local() -> None:
    """``simulate --json`` prints the same text with ``--backend ray`` as with ``--backend local``."""
    outputs = []
    for backend in ("local", "ray"):
        out, err = io.StringIO(), io.StringIO()
        argv = ["simulate", "55", "--games", "5", "--seed", "9", "--lineup", "random,heuristic", "--json"]
        assert main([*argv, "--backend", backend], stdout=out, stderr=err) == 0, err.getvalue()
        outputs.append(out.getvalue())
    assert outputs[0] == outputs[1] and '"kind": "simulation-summary"' in outputs[0]
