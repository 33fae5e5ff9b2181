"""The memory.db schema as numbered migrations; ``PRAGMA user_version`` records the last applied."""

from __future__ import annotations

MIGRATIONS: tuple[tuple[int, str], ...] = (
    (
        1,
        """
        CREATE TABLE memories (
            doc INTEGER PRIMARY KEY,
            id TEXT NOT NULL UNIQUE,
            content TEXT NOT NULL,
            category TEXT NOT NULL,
            room TEXT NOT NULL,
            importance INTEGER NOT NULL,
            execution_verified INTEGER NOT NULL DEFAULT 0,
            access_count INTEGER NOT NULL DEFAULT 0,
            last_accessed TEXT,
            source TEXT,
            created_at TEXT NOT NULL,
            updated_at TEXT NOT NULL,
            redacted TEXT NOT NULL DEFAULT '',
            content_hash TEXT NOT NULL,
            term_count INTEGER NOT NULL,
            path TEXT NOT NULL,
            file_mtime_ns INTEGER,
            file_size INTEGER
        );
        CREATE INDEX memories_room ON memories(room);
        CREATE INDEX memories_hash ON memories(content_hash);
        CREATE INDEX memories_created ON memories(created_at);

        -- BM25: document frequency per term, term frequency per (term, memory).
        CREATE TABLE terms (
            id INTEGER PRIMARY KEY,
            term TEXT NOT NULL UNIQUE,
            df INTEGER NOT NULL DEFAULT 0
        );
        CREATE TABLE postings (
            term_id INTEGER NOT NULL,
            doc INTEGER NOT NULL REFERENCES memories(doc) ON DELETE CASCADE,
            tf INTEGER NOT NULL,
            PRIMARY KEY (term_id, doc)
        ) WITHOUT ROWID;
        CREATE INDEX postings_doc ON postings(doc);
        CREATE TABLE counters (name TEXT PRIMARY KEY, value INTEGER NOT NULL) WITHOUT ROWID;
        INSERT INTO counters VALUES ('docs', 0), ('terms', 0);

        -- Vectors, tagged with the embedder identity (backend:model:dim) and the content hash.
        CREATE TABLE vectors (
            doc INTEGER NOT NULL REFERENCES memories(doc) ON DELETE CASCADE,
            embedder TEXT NOT NULL,
            content_hash TEXT NOT NULL,
            vector BLOB NOT NULL,
            PRIMARY KEY (doc, embedder)
        ) WITHOUT ROWID;

        -- The memory graph: entities and the memories that mention them.
        CREATE TABLE entities (
            id INTEGER PRIMARY KEY,
            name TEXT NOT NULL UNIQUE,
            type TEXT NOT NULL
        );
        CREATE TABLE entity_links (
            entity_id INTEGER NOT NULL REFERENCES entities(id) ON DELETE CASCADE,
            doc INTEGER NOT NULL REFERENCES memories(doc) ON DELETE CASCADE,
            PRIMARY KEY (entity_id, doc)
        ) WITHOUT ROWID;
        CREATE INDEX entity_links_doc ON entity_links(doc);

        CREATE TABLE meta (key TEXT PRIMARY KEY, value TEXT NOT NULL) WITHOUT ROWID;
        """,
    ),
)

MIGRATIONS += (
    (
        2,
        """
        -- Vectors get a sequence number, so a search index built up to seq S knows that
        -- rows after S are new and rows it holds with another seq were replaced.
        -- Vectors are derived data: the old table is dropped and they are embedded again.
        DROP TABLE vectors;
        CREATE TABLE vectors (
            seq INTEGER PRIMARY KEY AUTOINCREMENT,
            doc INTEGER NOT NULL REFERENCES memories(doc) ON DELETE CASCADE,
            embedder TEXT NOT NULL,
            vector BLOB NOT NULL,
            UNIQUE (doc, embedder)
        );
        CREATE INDEX vectors_embedder ON vectors(embedder, seq);
        """,
    ),
)

MIGRATIONS += (
    (
        3,
        """
        -- Each posting carries its memory's length, so BM25 sums postings without a join.
        ALTER TABLE postings ADD COLUMN dl INTEGER NOT NULL DEFAULT 0;
        UPDATE postings SET dl = (SELECT term_count FROM memories WHERE memories.doc = postings.doc);
        """,
    ),
)

MIGRATIONS += (
    (
        4,
        """
        -- Per term, the largest tf and the shortest memory among its postings: together
        -- they bound what the term can add to any BM25 score, so recall can skip memories
        -- that cannot reach the top. Kept on every write; a forget leaves them as they
        -- are, which only loosens the bound.
        ALTER TABLE terms ADD COLUMN max_tf INTEGER NOT NULL DEFAULT 0;
        ALTER TABLE terms ADD COLUMN min_dl INTEGER NOT NULL DEFAULT 0;
        UPDATE terms SET
            max_tf = COALESCE((SELECT MAX(tf) FROM postings WHERE term_id = terms.id), 0),
            min_dl = COALESCE((SELECT MIN(dl) FROM postings WHERE term_id = terms.id), 0);
        """,
    ),
)

# The postings table as it is now. It has no foreign key: every delete drops a memory's
# postings first (SQLiteStore._drop_postings), and a key would make SQLite look up the
# memory for each of the millions of rows a bulk delete copies.
POSTINGS_TABLE = """CREATE TABLE {name} (
            term_id INTEGER NOT NULL,
            doc INTEGER NOT NULL,
            tf INTEGER NOT NULL,
            dl INTEGER NOT NULL DEFAULT 0,
            PRIMARY KEY (term_id, doc)
        ) WITHOUT ROWID"""
POSTINGS_INDEX = "CREATE INDEX postings_doc ON postings(doc)"

MIGRATIONS += (
    (
        5,
        f"""
        -- The postings lose their foreign key to memories (see POSTINGS_TABLE).
        {POSTINGS_TABLE.format(name="postings_new")};
        INSERT INTO postings_new SELECT term_id, doc, tf, dl FROM postings;
        DROP TABLE postings;
        ALTER TABLE postings_new RENAME TO postings;
        {POSTINGS_INDEX};
        """,
    ),
)

MIGRATIONS += (
    (
        6,
        """
        -- Entities carry a display label (the name sealed, when the store is encrypted, the
        -- name column then holding a keyed hash) and a case-folded key for lookups that
        -- ignore case. The graph is derived data: it is emptied here and extracted again
        -- on first use (Memory._graph_ready, meta key graph_built); a store without
        -- memories has its whole graph already, and says so.
        DELETE FROM entity_links;
        DELETE FROM entities;
        DELETE FROM meta WHERE key = 'graph_built';
        INSERT INTO meta (key, value) SELECT 'graph_built', 'new store' WHERE NOT EXISTS (SELECT 1 FROM memories);
        ALTER TABLE entities ADD COLUMN label BLOB;
        ALTER TABLE entities ADD COLUMN folded TEXT;
        CREATE INDEX entities_folded ON entities(folded);
        """,
    ),
)

MIGRATIONS += (
    (
        7,
        """
        -- The session logs sediment has digested, and up to which line, so a re-run adds
        -- only what was written since. The key is the file's path (keyed-hashed when the
        -- store is encrypted).
        CREATE TABLE sessions_digested (
            session TEXT PRIMARY KEY,
            lines INTEGER NOT NULL,
            items INTEGER NOT NULL,
            digested_at TEXT NOT NULL
        ) WITHOUT ROWID;
        """,
    ),
)

MIGRATIONS += (
    (
        8,
        """
        -- Namespaces: several agents, projects or users share one store without seeing each
        -- other's memories. The namespaces table lists every name ever written, so a store
        -- that holds only the namespace asked for is searched without any filter.
        ALTER TABLE memories ADD COLUMN namespace TEXT NOT NULL DEFAULT 'default';
        CREATE INDEX memories_namespace ON memories(namespace, room);
        CREATE TABLE namespaces (name TEXT PRIMARY KEY) WITHOUT ROWID;
        INSERT INTO namespaces SELECT 'default' WHERE EXISTS (SELECT 1 FROM memories);
        """,
    ),
)

MIGRATIONS += (
    (
        9,
        """
        -- No index on the postings' doc: it was ~900 of ~6,000 bytes a memory, and only
        -- deleting a memory read it; SQLiteStore._drop_postings finds a memory's postings
        -- through its terms instead.
        DROP INDEX IF EXISTS postings_doc;
        """,
    ),
)

MIGRATIONS += (
    (
        10,
        """
        -- Each embedder's vectors are counted in counters ('vectors:' || embedder) by
        -- triggers, so a recall learns whether every memory has a vector without COUNT(*),
        -- which reads the embedder's whole index (~90 ms a recall at a million memories).
        -- A REPLACE fires the delete trigger only under PRAGMA recursive_triggers (SQLiteStore).
        INSERT OR REPLACE INTO counters (name, value)
            SELECT 'vectors:' || embedder, COUNT(*) FROM vectors GROUP BY embedder;
        -- (each trigger on one line: the migration runner splits statements at ";" + newline)
        CREATE TRIGGER IF NOT EXISTS vectors_counted AFTER INSERT ON vectors BEGIN INSERT INTO counters (name, value) VALUES ('vectors:' || NEW.embedder, 1) ON CONFLICT(name) DO UPDATE SET value = value + 1; END;
        CREATE TRIGGER IF NOT EXISTS vectors_uncounted AFTER DELETE ON vectors BEGIN UPDATE counters SET value = value - 1 WHERE name = 'vectors:' || OLD.embedder; END;
        """,
    ),
)

MIGRATIONS += (
    (
        11,
        """
        -- A reply's context: the turn it answers, searched with the memory's text (its
        -- postings, vectors and content_hash are of both) but never shown as its content.
        ALTER TABLE memories ADD COLUMN context TEXT;
        """,
    ),
)

MIGRATIONS += (
    (
        12,
        """
        -- The memories whose note lags the db: a recall records access in the db alone, and
        -- the note catches up when it is next written (or on sync; Memory.flush_notes).
        CREATE TABLE IF NOT EXISTS notes_behind (id TEXT PRIMARY KEY) WITHOUT ROWID;
        """,
    ),
)

MIGRATIONS += (
    (
        13,
        """
        -- When a memory's event happened (its first and last day, as its text says), and the
        -- memory that superseded it (a later one saying what holds now) and when.
        ALTER TABLE memories ADD COLUMN happened_start TEXT;
        ALTER TABLE memories ADD COLUMN happened_end TEXT;
        ALTER TABLE memories ADD COLUMN superseded_by TEXT;
        ALTER TABLE memories ADD COLUMN superseded_at TEXT;
        CREATE INDEX IF NOT EXISTS memories_happened ON memories(happened_start);
        CREATE INDEX IF NOT EXISTS memories_superseded ON memories(superseded_by);
        """,
    ),
)

# The vectors table as it is now: its embedder is a number (``embedders``), and triggers count
# each embedder's rows under its name (migration 10's counters).
VECTORS_TABLE = """CREATE TABLE {name} (
            seq INTEGER PRIMARY KEY AUTOINCREMENT,
            doc INTEGER NOT NULL REFERENCES memories(doc) ON DELETE CASCADE,
            embedder INTEGER NOT NULL,
            vector BLOB NOT NULL,
            UNIQUE (doc, embedder)
        )"""
NAMED = "(SELECT name FROM embedders WHERE id = {row}.embedder)"
VECTOR_TRIGGERS = f"""
        CREATE TRIGGER vectors_counted AFTER INSERT ON vectors BEGIN INSERT INTO counters (name, value) VALUES ('vectors:' || {NAMED.format(row="NEW")}, 1) ON CONFLICT(name) DO UPDATE SET value = value + 1; END;
        CREATE TRIGGER vectors_uncounted AFTER DELETE ON vectors BEGIN UPDATE counters SET value = value - 1 WHERE name = 'vectors:' || {NAMED.format(row="OLD")}; END;
"""

MIGRATIONS += (
    (
        14,
        f"""
        -- A vector names its embedder by a number, not by its identity (~25 characters) held
        -- in every row and in both of the table's indexes: ~85 bytes a memory an embedder.
        -- The rows keep their seq, and the table its last seq, so a vector base stays valid.
        CREATE TABLE embedders (id INTEGER PRIMARY KEY, name TEXT NOT NULL UNIQUE);
        INSERT INTO embedders (name) SELECT DISTINCT embedder FROM vectors ORDER BY embedder;
        {VECTORS_TABLE.format(name="vectors_new")};
        INSERT INTO vectors_new (seq, doc, embedder, vector)
            SELECT v.seq, v.doc, e.id, v.vector FROM vectors AS v JOIN embedders AS e ON e.name = v.embedder ORDER BY v.seq;
        DELETE FROM sqlite_sequence WHERE name = 'vectors_new';
        INSERT INTO sqlite_sequence (name, seq) SELECT 'vectors_new', seq FROM sqlite_sequence WHERE name = 'vectors';
        DROP TABLE vectors;
        ALTER TABLE vectors_new RENAME TO vectors;
        CREATE INDEX vectors_embedder ON vectors(embedder, seq);
        {VECTOR_TRIGGERS}
        """,
    ),
)

LATEST = MIGRATIONS[-1][0]
