"""English, engineering."""
from b18_common import S, dec, pref, cfg, evt, gen, disc, idea, proj

DATA = [
S("en", """
U: Nomad is staying. The k8s migration ticket got closed as won't-fix on Tuesday and nobody argued.
""", dec("Nomad is staying"), evt("The k8s migration ticket got closed as won't-fix on Tuesday")),
S("en", """
U: Consul's UI is on 8500 but only from the bastion; don't send me links to it from outside.
""", cfg("Consul's UI is on 8500 but only from the bastion"), pref("don't send me links to it from outside", rm=["Consul's UI is on 8500 but only from the bastion"])),
S("en", """
A: Which NATS port should the workers use?
U: 4222 for clients, and the monitoring endpoint is 8222. JetStream is on, file storage, 20 GB cap.
""", cfg("4222 for clients"), cfg("the monitoring endpoint is 8222"), cfg("JetStream is on, file storage, 20 GB cap")),
S("en", """
U: The SQLite file is backed up by Litestream to the bucket every second — well, continuously, the docs say. We replicate to R2, not S3.
""", cfg("The SQLite file is backed up by Litestream"), cfg("We replicate to R2, not S3")),
S("en", """
U: Renovate opens PRs on Monday mornings only; I got sick of the weekend noise. Automerge for patch versions of dev dependencies, nothing else.
""", cfg("Renovate opens PRs on Monday mornings only"), cfg("Automerge for patch versions of dev dependencies, nothing else")),
S("en", """
A: You could switch from Poetry to uv, it's much faster.
U: Already did, three weeks back. The lockfile is uv.lock now and CI caches it.
""", evt("Already did, three weeks back"), cfg("The lockfile is uv.lock now and CI caches it")),
S("en", """
U: mypy runs in strict mode on the new package only. The legacy folder is excluded until somebody has a free quarter, which is never.
""", cfg("mypy runs in strict mode on the new package only"), cfg("The legacy folder is excluded")),
S("en", """
U: Envoy admin sits on 9901 and must never be exposed; last year a scanner found it and that was a long week.
""", cfg("Envoy admin sits on 9901 and must never be exposed")),
S("en", """
U: The gRPC service listens on 50051 inside the mesh. Health checks go over the standard grpc.health.v1 — no custom ping endpoint, please.
""", cfg("The gRPC service listens on 50051 inside the mesh"), pref("no custom ping endpoint, please")),
S("en", """
U: Metabase runs on the analytics VM at port 3000; the finance folks have view-only accounts, and only Priya can edit dashboards.
""", cfg("Metabase runs on the analytics VM at port 3000"), cfg("the finance folks have view-only accounts"), gen("only Priya can edit dashboards")),
S("en", """
U: Argo CD syncs the prod cluster but auto-sync is off there. Staging auto-syncs and self-heals.
""", cfg("Argo CD syncs the prod cluster but auto-sync is off there"), cfg("Staging auto-syncs and self-heals")),
S("en", """
A: For the dashboards, Superset or Metabase?
U: Superset was too much for three people. We kept Metabase.
""", dec("We kept Metabase", x=["Superset was too much for three people"])),
S("en", """
U: Our Rust MSRV is 1.75, pinned in rust-toolchain.toml. Bumping it needs a changelog line and a minor release.
""", cfg("Our Rust MSRV is 1.75, pinned in rust-toolchain.toml"), disc("Bumping it needs a changelog line and a minor release")),
S("en", """
U: dbt models run at 04:30 UTC from Airflow. If the run fails, the on-call gets a Slack ping in #data-alerts, not a page.
""", cfg("dbt models run at 04:30 UTC from Airflow"), cfg("the on-call gets a Slack ping in #data-alerts, not a page")),
S("en", """
U: Home Assistant moved off the Pi onto the NUC last weekend. Same port, 8123. Zigbee stick went with it.
""", evt("Home Assistant moved off the Pi onto the NUC last weekend"), cfg("Same port, 8123")),
S("en", """
U: WireGuard on the router, UDP 51820. Each laptop gets a /32 from 10.8.0.0/24; phones use 10.8.1.0/24.
""", cfg("WireGuard on the router, UDP 51820"), cfg("Each laptop gets a /32 from 10.8.0.0/24"), cfg("phones use 10.8.1.0/24")),
S("en", """
A: Tailscale would save you the port forwarding.
U: Maybe one day. For now the router does it.
""", ),
S("en", """
U: We dropped Sentry self-hosted — too many containers to babysit. GlitchTip took its place in June and it's fine.
""", dec("GlitchTip took its place in June", x=["We dropped Sentry self-hosted"])),
S("en", """
U: Loki keeps 14 days of logs. Anything older lives in cold storage as gzipped JSON, one file per hour.
""", cfg("Loki keeps 14 days of logs"), cfg("Anything older lives in cold storage as gzipped JSON, one file per hour")),
S("en", """
U: The flaky Playwright test was the clock. Tests now freeze time at 2024-01-01 noon UTC, so don't write tests that use the real date.
""", cfg("Tests now freeze time at 2024-01-01 noon UTC"), pref("don't write tests that use the real date", rm=["Tests now freeze time at 2024-01-01 noon UTC"])),
S("en", """
U: Jellyfin is on 8096 on the NAS. My partner watches from the TV app, I use the browser.
""", cfg("Jellyfin is on 8096 on the NAS")),
S("en", """
U: Pre-commit runs ruff and ruff-format. Black is gone, isort too. CI runs the same hooks with --all-files.
""", cfg("Pre-commit runs ruff and ruff-format"), evt("Black is gone, isort too"), cfg("CI runs the same hooks with --all-files")),
S("en", """
U: I keep all the Ansible inventories in one repo, grouped by site — Leeds, Bristol, the colo. Vault password comes from pass, never a file.
""", cfg("I keep all the Ansible inventories in one repo, grouped by site"), cfg("Vault password comes from pass, never a file")),
S("en", """
U: Could you make the migration reversible? Actually, scratch that, we never roll back migrations here; we roll forward with a fix.
""", disc("we never roll back migrations here; we roll forward with a fix", x=["Could you make the migration reversible?"])),
S("en", """
U: DuckDB is what I use for the ad-hoc CSV stuff. Please don't suggest pandas for that; it eats the laptop.
""", pref("DuckDB is what I use for the ad-hoc CSV stuff"), pref("Please don't suggest pandas for that")),
S("en", """
U: The Matrix homeserver is Synapse behind nginx; federation goes over 8448 and clients over 443.
""", cfg("The Matrix homeserver is Synapse behind nginx"), cfg("federation goes over 8448 and clients over 443")),
S("en", """
U: Bun broke our test runner twice, so the API stays on Node 22 LTS. The CLI can experiment with Bun.
""", dec("the API stays on Node 22 LTS", x=["Bun broke our test runner twice"]), dec("The CLI can experiment with Bun")),
S("en", """
U: The marketing site is Astro now; it used to be Gatsby. Content lives in MDX under src/content.
""", evt("The marketing site is Astro now; it used to be Gatsby"), cfg("Content lives in MDX under src/content")),
S("en", """
U: Fly.io, region ams, two machines minimum. The database is a Fly Postgres in the same region, nightly snapshot.
""", cfg("Fly.io, region ams, two machines minimum"), cfg("The database is a Fly Postgres in the same region, nightly snapshot")),
S("en", """
U: Just curious — how does RabbitMQ's quorum queue compare to a classic mirrored one? Not planning anything, reading for fun.
""", ),
S("en", """
U: RabbitMQ vhost for billing is /billing, user billing-svc. Prefetch is 10; anything higher starved the slow consumers.
""", cfg("RabbitMQ vhost for billing is /billing, user billing-svc"), cfg("Prefetch is 10")),
S("en", """
U: HAProxy does TLS termination; the stats page is on 8404 with basic auth. Backends speak plain HTTP on the private network.
""", cfg("HAProxy does TLS termination"), cfg("the stats page is on 8404 with basic auth"), cfg("Backends speak plain HTTP on the private network")),
S("en", """
U: MinIO console is on 9001, the S3 API on 9000. The root user is only for emergencies; apps get per-bucket keys.
""", cfg("MinIO console is on 9001, the S3 API on 9000"), disc("The root user is only for emergencies; apps get per-bucket keys")),
S("en", """
A: Want me to write the Helm chart from scratch?
U: No — we vendor the Bitnami chart and patch values only. Forking charts got us into a mess before.
""", disc("we vendor the Bitnami chart and patch values only", x=["Want me to write the Helm chart from scratch?"])),
S("en", """
U: The k3s box at home has 32 GB RAM and a 2 TB NVMe. It also runs Pi-hole on 53, so don't put anything else on that port.
""", gen("The k3s box at home has 32 GB RAM and a 2 TB NVMe"), cfg("It also runs Pi-hole on 53")),
S("en", """
U: Flux watches the main branch of infra-live. Image automation is on for the two frontends only; backends are pinned by digest.
""", cfg("Flux watches the main branch of infra-live"), cfg("Image automation is on for the two frontends only"), cfg("backends are pinned by digest")),
S("en", """
U: We're a SvelteKit shop for anything customer-facing. Internal tools can be whatever the author likes, within reason.
""", disc("We're a SvelteKit shop for anything customer-facing"), disc("Internal tools can be whatever the author likes")),
S("en", """
U: Heads-up: OpenSearch 2.11 is what's in prod. The index template sets 1 replica and 3 shards; logs-* rolls over daily.
""", cfg("OpenSearch 2.11 is what's in prod"), cfg("The index template sets 1 replica and 3 shards"), cfg("logs-* rolls over daily")),
S("en", """
U: That Vector config you sent is perfect, but we don't use Vector, it was just a thought experiment on my side.
""", ),
S("en", """
U: Redis Streams carries the notification fan-out; consumer group is notif-workers. Max length 100k, approximate trimming.
""", cfg("Redis Streams carries the notification fan-out; consumer group is notif-workers"), cfg("Max length 100k, approximate trimming")),
S("en", """
U: The Unity project is on 2022.3 LTS and stays there until the console cert is done — no engine upgrades mid-cert.
""", cfg("The Unity project is on 2022.3 LTS"), disc("no engine upgrades mid-cert")),
S("en", """
U: Flutter app: minimum iOS 15, Android API 26. Riverpod for state, not Bloc — the old team used Bloc and we're moving off it screen by screen.
""", cfg("minimum iOS 15, Android API 26"), dec("Riverpod for state, not Bloc"), proj("the old team used Bloc and we're moving off it screen by screen", rm=["Riverpod for state, not Bloc"])),
]
