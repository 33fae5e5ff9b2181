"""Several real processes writing one store lose nothing."""

from __future__ import annotations

import subprocess
import sys
import textwrap
from pathlib import Path

from agent_memory import Memory

WRITER = textwrap.dedent(
    """
    import sys
    sys.path.insert(0, {tests!r})
    from conftest import distinct_text
    from agent_memory import Memory
    worker, count = int(sys.argv[1]), int(sys.argv[2])
    with Memory(sys.argv[3]) as memory:
        for i in range(count):
            result = memory.remember(distinct_text(worker * 100000 + i, words=12), source=f"worker {{worker}}")
            assert result.action == "created", result
    """
)


def test_two_processes_times_two_hundred_remembers(root: Path, tmp_path: Path) -> None:
    Memory(root).close()
    script = tmp_path / "writer.py"
    script.write_text(WRITER.format(tests=str(Path(__file__).parent)))
    procs = [
        subprocess.Popen([sys.executable, str(script), str(w), "200", str(root)], stderr=subprocess.PIPE)
        for w in (1, 2)
    ]
    for proc in procs:
        _, err = proc.communicate(timeout=300)
        assert proc.returncode == 0, err.decode()
    with Memory(root) as memory:
        stats = memory.stats()
        ids = [e.id for e in memory.store.iter_entries()]
        assert stats.total == 400 and len(set(ids)) == 400
        assert stats.store_files == 400
        assert {p.stem for p in (root / "store").glob("*.md")} == set(ids)
        assert memory.store.integrity_ok()
        assert memory.sync().unchanged == 400
