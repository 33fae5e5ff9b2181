"""Harmless kinds for W: look-alikes in places secrets live. [[X:spec]] only."""
H = {}
H['integrity_hashes'] = [
 "en|<script src=\"https://cdn.jsdelivr.net/npm/htmx.org@2.0.{n}\" integrity=\"sha384-[[X:b64:48]]\" crossorigin=\"anonymous\"></script>",
 "en|\"node_modules/zod\": {\n  \"version\": \"3.23.{n}\",\n  \"integrity\": \"sha512-[[X:b64:64]]\"\n}",
 "en|golang.org/x/crypto v0.3{n}.0 h1:[[X:b64:32]]",
 "en|requests==2.32.{n} \\\n    --hash=sha256:[[X:h64]]",
 "en|[[package]]\nname = \"serde\"\nversion = \"1.0.2{n}\"\nsource = \"registry+https://github.com/rust-lang/crates.io-index\"\nchecksum = \"[[X:h64]]\"",
 "zh|下载后校验一下：sha256sum 应为 [[X:h64]]，对不上就重新下",
]
H['fingerprints_pubkeys'] = [
 "en|The authenticity of host '{host} ({ip})' can't be established.\nED25519 key fingerprint is SHA256:[[X:r:b:43:43]].\nAre you sure you want to continue connecting (yes/no)?",
 "en|ssh-ed25519 AAAAC3NzaC1lZDI1NTE5AAAAI[[X:r:b:43:43]] {email}",
 "en|pub   ed25519 2025-06-01 [SC]\n      [[X:H40]]\nuid           [ultimate] {name} <{email}>",
 "en|[Peer]\nPublicKey = [[X:b64:32]]\nAllowedIPs = 10.8.0.{n}/32\nEndpoint = {ip}:51820",
 "zh|服务器公钥指纹 SHA256:[[X:r:b:43:43]]，第一次连的时候核对一下",
]
H['password_hashes'] = [
 "en|{user}:$2b$12$[[X:r:a:53:53]]:1001",
 "en|pbkdf2_sha256$870000$[[X:a22]]$[[X:b64:32]]",
 "en|$argon2id$v=19$m=65536,t=3,p=4$[[X:b64:16]]$[[X:b64:32]]",
 "zh|数据库里存的是哈希，不是明文：password_hash = '$2y$10$[[X:r:a:53:53]]'",
 "en|Compare against the stored digest only: sha256(salt+pw) = [[X:h64]]",
]
H['secret_rules_regex'] = [
 "en|[[rules]]\nid = \"acme-api-key\"\nregex = '''acme_(live|test)_[a-z0-9]{32}'''\nkeywords = [\"acme_live_\", \"acme_test_\"]",
 "en|PATTERNS = {\n    'slack_bot': re.compile(r'xoxb-[0-9]{10,13}-[0-9]{10,13}-[A-Za-z0-9]{24}'),\n    'pem': re.compile(r'-----BEGIN [A-Z ]*PRIVATE KEY-----'),\n}",
 "en|rules:\n  - id: hardcoded-password\n    pattern: $X.password = \"...\"\n    message: Do not hardcode passwords\n    severity: ERROR",
 "zh|检测规则：匹配 `(?i)(密码|口令|password)\\s*[:：=]\\s*\\S{6,}`，命中后替换为 ******",
 "en|if (/^sk-[A-Za-z0-9]{20,}$/.test(value)) warn('this looks like an API key; store it in the vault instead');",
]
H['prose_no_value'] = [
 "en|I rotated the staging DB password this morning; the new one is in the team vault under 'pg-staging'.",
 "en|Don't paste the token here — DM me and I'll share it through 1Password.",
 "en|The wifi password is on the card by the coffee machine, ask reception if it's gone.",
 "en|Password changed successfully. You'll be signed out of other devices.",
 "en|{name}: did you get the creds? {name}: yep, got them over Signal, deleting the thread now",
 "zh|密码我已经通过企业微信单独发你了，群里就不贴了。",
 "zh|登录密码就是你工号加生日，首次登录会强制修改。",
 "zh|数据库密码上周已经轮换，新值在 KMS 里，应用重启后会自动拉取。",
 "zh|{zname}：WiFi 密码多少？ {zname}：墙上贴着呢，前台也有",
 "zh|忘记密码请点击登录页的“找回密码”，验证码会发到绑定手机。",
]
H['form_fields_code'] = [
 "en|<input type=\"password\" name=\"password\" id=\"pw\" autocomplete=\"current-password\" minlength=\"12\" required>",
 "en|const [password, setPassword] = useState('');\nconst [token, setToken] = useState<string | null>(null);",
 "en|class LoginForm(forms.Form):\n    username = forms.CharField(max_length=150)\n    password = forms.CharField(widget=forms.PasswordInput)",
 "en|ALTER TABLE users ADD COLUMN password_reset_token VARCHAR(64) NULL, ADD COLUMN api_key_hash CHAR(64) NOT NULL;",
 "zh|<el-form-item label=\"密码\" prop=\"password\"><el-input v-model=\"form.password\" type=\"password\" show-password /></el-form-item>",
]
H['content_addresses'] = [
 "en|ipfs://bafybei[[X:r:l:52:52]]/metadata.json",
 "en|magnet:?xt=urn:btih:[[X:h40]]&dn=ubuntu-24.04.{n}-desktop-amd64.iso",
 "en|Mirror (Tor): http://[[X:r:l:56:56]].onion/",
 "en|/nix/store/[[X:r:l:32:32]]-openssl-3.3.{n}",
 "zh|镜像 CID：Qm[[X:a44]]，用 ipfs get 下载即可",
]
H['cert_blocks_public'] = [
 "en|    certificate-authority-data: LS0tLS1CRUdJTiBDRVJUSUZJQ0FURS0tLS0t[[X:b64:300]]\n    server: https://{ip}:6443",
 "en|-----BEGIN CERTIFICATE-----\nMIID[[X:b64:48]]\n[[X:b64:48]]\n[[X:b64:24]]\n-----END CERTIFICATE-----",
 "en|<ds:X509Certificate>MIIC[[X:b64:240]]</ds:X509Certificate>",
 "zh|这是 CA 根证书（公开的，可以随便发）：\n-----BEGIN CERTIFICATE-----\nMIIF[[X:b64:60]]\n-----END CERTIFICATE-----",
 "en|Thumbprint: [[X:H40]]\nSerial: [[X:H32]]\nSubject: CN=*.orbis.dev",
]
H['etags_request_ids'] = [
 "en|HTTP/2 200\netag: \"[[X:h32]]\"\ncf-ray: [[X:h16]]-FRA\nx-request-id: [[X:uuid]]",
 "en|- uses: actions/cache@v4\n  with:\n    key: deps-${{ runner.os }}-[[X:h64]]",
 "en|s3 ls: 2026-04-03 {time}   2048 backup.tar.gz  ETag \"[[X:h32]]-4\"",
 "zh|报错时把这个请求 ID 发给我：[[X:H32]]",
 "en|x-amz-request-id: [[X:H16]]\nx-amz-id-2: [[X:b64:57]]",
]
H['secret_references'] = [
 "en|DB_PASSWORD=op://Engineering/pg-staging/password\nAPI_TOKEN=op://Engineering/acme/credential",
 "en|password: \"{{resolve:ssm-secure:/prod/db/password:3}}\"",
 "en|env:\n  - name: DB_PASS\n    valueFrom:\n      secretKeyRef:\n        name: pg-app\n        key: password",
 "en|spring.datasource.password=${DB_PASSWORD:}\nspring.redis.password=${REDIS_PASSWORD}",
 "en|api_key = vault.read(\"secret/data/{proj}/stripe\")[\"data\"][\"api_key\"]",
 "zh|# 密码从配置中心读取，不要写死\nredis.password=${nacos.redis.password}",
 "en|services:\n  db:\n    environment:\n      POSTGRES_PASSWORD_FILE: /run/secrets/pg_password\n    secrets: [pg_password]",
]
H['cn_public_codes'] = [
 "zh|统一社会信用代码：91310115MA1[[X:u7]]",
 "zh|网站底部：沪ICP备20{n}1234号-2  沪公网安备 310104020{n}5号",
 "zh|车票：G{n}32 次 05 车 12F 号，检票口 B{n}",
 "zh|药品批准文号：国药准字H2005{n}012，生产批号 24{n}0913",
 "zh|开票信息：纳税人识别号 91440300[[X:u10]]，开户行账号见附件",
]
H['publication_ids'] = [
 "en|Cited as doi:10.1145/35{n}811.36{n}902 — see also arXiv:2409.{n}731v2",
 "en|ISBN 978-7-115-5{n}41-3; ORCID 0000-0002-{n}18-4471",
 "en|PMID: 3891{n}22  PMCID: PMC10{n}7731",
 "zh|参考文献 [12] 的 DOI 是 10.11897/SP.J.1016.2024.0{n}611",
]
H['build_versions'] = [
 "en|Build fingerprint: google/husky/husky:15/AP4A.2502{n}.002/1291{n}7601:user/release-keys",
 "en|v2.14.3-{n}-g[[X:h7]]-dirty",
 "en|Xcode build 16C5032a, CFBundleVersion 2026.{n}.118",
 "zh|当前版本 8.0.{n}（构建号 [[X:h12]]），请升级到最新",
 "en|commit [[X:h40]]\nAuthor: {name} <{email}>\n\n    rotate creds via vault, remove hardcoded password",
]
H['guid_clsid'] = [
 "en|Project(\"{FAE04EC0-301F-11D3-BF4B-00C04F79EFBC}\") = \"Ledger.Api\", \"Ledger.Api.csproj\", \"{[[X:UUID]]}\"",
 "en|HKEY_CLASSES_ROOT\\CLSID\\{[[X:UUID]]}\\InprocServer32",
 "en|msiexec /x {[[X:UUID]]} /qn",
 "zh|卸载时用产品代码 {[[X:UUID]]}，不是升级代码",
]
H['network_ids'] = [
 "en|wlan0: ether [[X:h2]]:[[X:h2]]:[[X:h2]]:[[X:h2]]:[[X:h2]]:[[X:h2]]  inet6 fe80::[[X:h4]]:[[X:h4]]:[[X:h4]]:[[X:h4]]/64",
 "en|BSSID [[X:h2]]:[[X:h2]]:[[X:h2]]:[[X:h2]]:[[X:h2]]:[[X:h2]]  channel 36  signal -51 dBm  security WPA3-SAE",
 "en|tailscale status\n100.{n}.12.7   laptop-{user}   linux   active; direct {ip}:41641",
 "zh|光猫 LOID 和 SN 在背面标签上，SN：ZTEG[[X:H8]]，报修时报这个",
]
H['public_client_keys'] = [
 "en|<div class=\"g-recaptcha\" data-sitekey=\"6L[[X:k38]]\"></div>",
 "en|mapboxgl.accessToken = 'pk.eyJ1Ijoib3JiaXMtZ2VvIiwiYSI6I[[X:a24]].[[X:k22]]'; // public token, URL-restricted",
 "en|applicationServerKey: urlBase64ToUint8Array('B[[X:b64u:64]]')  // VAPID public key",
 "en|<script async src=\"https://www.googletagmanager.com/gtag/js?id=G-[[X:u10]]\"></script>",
 "zh|前端用的是可公开的 publishable key：pk_live_[[X:a24]]，secret key 只在服务端",
]
H['masked_values_w'] = [
 "en|API key: sk-…[[X:a4]] (created {date}, last used 3 days ago)",
 "en|PASSWORD=•••••••••••  [show]",
 "en|token: \"[REDACTED]\"\nuser: {user}",
 "en|Authorization: Bearer <redacted:48 chars>",
 "zh|密钥：{n}f3a************************9c（已脱敏）",
 "zh|密码：******（如需查看请走审批流程）",
]
H['doc_placeholders_w'] = [
 "en|export ACME_API_KEY=<paste-your-key-here>\nacme deploy --region eu-west-1",
 "en|curl -H \"Authorization: Bearer $ACME_TOKEN\" https://api.acme.dev/v1/projects",
 "en|password: your-password-here  # replace before running",
 "en|client_secret: \"{{ vault_client_secret }}\"",
 "zh|把 YOUR_APP_SECRET 替换成你在控制台拿到的密钥，不要提交到仓库。",
 "zh|app_secret = \"请填写\"  # 上线前由运维注入",
]
H['object_ids_prefixed'] = [
 "en|Payment pi_3P[[X:a22]] for customer cus_[[X:a14]] succeeded (charge ch_3P[[X:a22]]).",
 "en|{\"id\": \"msg_01[[X:a22]]\", \"type\": \"message\", \"content\": [{\"type\": \"tool_use\", \"id\": \"toolu_01[[X:a22]]\", \"name\": \"bash\"}]}",
 "en|Created assistant asst_[[X:a24]] and thread thread_[[X:a24]]; run run_[[X:a24]] is queued.",
 "en|Slack channel C0[[X:u9]], user U0[[X:u9]], message ts 1780{n}2212.00{n}9",
 "en|event evt_1P[[X:a22]] (type invoice.paid) delivered to we_1P[[X:a22]]",
 "zh|工单关联的对象：订阅 sub_1P[[X:a22]]，发票 in_1P[[X:a22]]",
]
H['cn_payment_ids'] = [
 "zh|微信支付交易单号 4200002{n}[[X:pin19]]，商户单号 WX{n}[[X:pin14]]",
 "zh|支付宝交易号 2026{n}[[X:pin24]]，退款时填这个",
 "zh|用户 openid：o[[X:k27]]，unionid：o[[X:k27]]",
 "zh|银联流水号 [[X:pin12]]，参考号 [[X:pin12]]",
]
H['agent_safe_output_w'] = [
 "en|⏺ Bash(gh secret list)\n  ⎿  NPM_TOKEN      Updated 2026-05-11\n     SENTRY_AUTH    Updated 2026-01-02",
 "en|Cascade | Ran terminal command\n$ vercel env ls\n  name           value       environments\n  DATABASE_URL   Encrypted   Production, Preview",
 "en|OBSERVATION:\nName:         pg-app\nType:  Opaque\nData\n====\npassword:  24 bytes\nusername:  6 bytes",
 "en|Action: list_env\nObservation: OPENAI_API_KEY is set (length 164). DB_PASSWORD is set (length 20).",
 "zh|Trae · 终端输出\n$ doppler secrets --only-names\n┌──────────────┐\n│ NAME         │\n│ DB_PASSWORD  │\n│ JWT_SECRET   │\n└──────────────┘",
 "zh|助手：我检查了 .env.example，里面只有变量名（DB_PASSWORD=、API_KEY=），没有真实值。",
]
H['totp_public_bits'] = [
 "en|Your verification code was sent to +44 •••• ••{n}. It is valid for 10 minutes.",
 "en|otpauth config: algorithm SHA1, digits 6, period 30, issuer \"Orbis\" (secret stored on device only)",
 "zh|已开启两步验证，使用的是 Microsoft Authenticator；恢复方式：绑定手机 138****{n}21",
 "en|Recovery codes were regenerated on {date}; the old set no longer works. Store the new ones in your password manager.",
]
H['ids_in_urls'] = [
 "en|https://docs.google.com/spreadsheets/d/1[[X:k43]]/edit#gid=0",
 "en|https://www.figma.com/design/[[X:a22]]/Checkout-v{n}?node-id=12-{n}",
 "en|https://orbis.atlassian.net/browse/{ticket}?focusedCommentId=1{n}4411",
 "zh|飞书文档链接：https://orbis.feishu.cn/docx/[[X:a27]]",
 "zh|腾讯会议：https://meeting.tencent.com/dm/[[X:a12]] 会议号 {n}8 221 907",
]
H['memory_notes_safe'] = [
 "en|# MEMORY.md\n- Staging DB credentials live in 1Password item 'pg-staging'; never paste them into chat.\n- User prefers pnpm over npm.",
 "en|memory: the user rotated their GitHub token on {date}; ask them to re-run `gh auth login` if pushes fail.",
 "en|- [fact] API keys for {proj} are injected by Doppler at runtime (project {proj}, config prd).",
 "zh|记忆：用户的测试账号密码存放在公司密码管理器里，不要在对话中索要明文。",
 "zh|## 长期记忆\n- 部署用的密钥由 KMS 托管，轮换周期 90 天\n- 用户习惯用 pnpm",
 "zh|记住：{zname} 负责数据库账号的发放，需要权限时让用户走工单 {ticket}。",
]
H['keyword_nonsecret_values'] = [
 "en|auth:\n  password_min_length: 12\n  password_max_age_days: 90\n  token_ttl_seconds: 3600\n  secret_name: pg-app",
 "en|GET /chat HTTP/1.1\nUpgrade: websocket\nSec-WebSocket-Key: [[X:b64:16]]\nSec-WebSocket-Version: 13",
 "en|Idempotency-Key: [[X:uuid]]\nContent-Type: application/json",
 "en|{\"kid\": \"[[X:a22]]\", \"kty\": \"RSA\", \"use\": \"sig\", \"alg\": \"RS256\", \"e\": \"AQAB\"}",
 "en|api_key_header = \"X-Api-Key\"\nsecret_backend = \"vault\"\ntoken_source = \"env\"",
 "en|x-amz-content-sha256: UNSIGNED-PAYLOAD\nx-amz-date: 20260{n}T101500Z",
 "zh|密码策略：最少 12 位，至少包含大写字母、数字和符号，连续输错 5 次锁定 30 分钟。",
 "zh|token 有效期 7200 秒，refresh_token 有效期 30 天，过期后需要重新授权。",
 "zh|密钥轮换记录：{date} 已轮换（版本 v{n}），操作人 {zname}，工单 {ticket}",
]
H['memory_notes_extra'] = [
 "en|memory: user's SSH key fingerprint is SHA256:[[X:r:b:43:43]] (public; used to verify host access)",
 "en|- [fact] Sentry project id 45{n}0921, org slug orbis; the auth token is kept in CI secrets, not here.",
 "zh|记忆：用户的 GPG 公钥指纹 [[X:H40]]，签名提交时用",
 "zh|长期记忆：生产库连接串使用 ${DATABASE_URL} 环境变量，值由运维注入，不记录明文。",
 "zh|记住：用户的阿里云账号 ID 是 1{n}88[[X:pin12]]（非密钥），用于开工单",
]
