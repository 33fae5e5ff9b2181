"""Harmless kinds for corpus U: text that looks like it holds a secret but does not.
[[X:spec]] is an unlisted random value."""
H = {}
H['stored_password_hashes'] = [
 "en|{user}:$6$[[X:a16]]$[[X:a86]]:19876:0:99999:7:::",
 "en|password = \"$argon2id$v=19$m=65536,t=3,p=4$[[X:b64u:16]]$[[X:b64u:32]]\"  # hash only, verified with argon2.verify",
 "en|pbkdf2_sha256$870000$[[X:a22]]$[[X:b64:32]]",
 "en|{user}:$apr1$[[X:a8]]$[[X:a22]]",
 "en|userPassword: {SSHA}[[X:b64:24]]",
 "zh|数据库里 password 字段存的是 bcrypt 哈希：$2b$12$[[X:B53]]，不是明文，放心",
 "zh|users 表导出（密码已哈希）：{user},$2y$10$[[X:B53]]",
]
H['lockfile_integrity'] = [
 "en|\"integrity\": \"sha512-[[X:b64:64]]\"",
 "en|golang.org/x/crypto v0.3{n}.0 h1:[[X:b64:32]]",
 "en|checksum = \"[[X:h64]]\"",
 "en|requests==2.32.3 \\\n    --hash=sha256:[[X:h64]]",
 "en|<script src=\"https://cdn.example.com/lib.min.js\" integrity=\"sha384-[[X:b64:48]]\" crossorigin=\"anonymous\"></script>",
 "en|image: ghcr.io/acme/{proj}@sha256:[[X:h64]]",
 "zh|pnpm-lock.yaml 里的 resolution: {integrity: sha512-[[X:b64:64]]}，这个校验值不用管",
 "zh|镜像摘要 sha256:[[X:h64]]，和仓库里的一致",
]
H['pagination_cursors'] = [
 "en|\"pageInfo\": {\"hasNextPage\": true, \"endCursor\": \"[[X:b64:12]]\"}",
 "en|GET /api/conversations.list?cursor=dXNlcjpV[[X:a10]]%3D%3D&limit=200",
 "en|next_page_token: [[X:B60]]",
 "en|\"LastEvaluatedKey\": {\"pk\": {\"S\": \"ORDER#{n}\"}, \"sk\": {\"S\": \"{date}\"}}",
 "en|?starting_after=evt_[[X:a24]]",
 "zh|分页游标 next_cursor=[[X:B40]]，翻到下一页把它传回来即可",
 "zh|滚动查询返回的 scroll_id：[[X:B120]]",
]
H['published_test_vectors'] = [
 "en|RFC 4231 test case 1: Key = 0x0b0b0b0b0b0b0b0b0b0b0b0b0b0b0b0b0b0b0b0b, Data = \"Hi There\"",
 "en|RFC 6238 test seed (SHA1): \"12345678901234567890\"; at T=59 the TOTP is 94287082",
 "en|FIPS-197 AES-128 example key: 000102030405060708090a0b0c0d0e0f",
 "en|The JWT debugger's sample secret is literally \"your-256-bit-secret\".",
 "en|Test card 4242 4242 4242 4242, any future expiry, any CVC — Stripe test mode only.",
 "zh|教材例题：RSA 取 p=61，q=53，n=3233，e=17，d=2753",
 "zh|RFC 4231 的测试向量 Key = 0xaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaa，用来校验 HMAC 实现",
]
H['object_ids'] = [
 "en|Created customer cus_[[X:a14]] and PaymentIntent pi_[[X:a24]]",
 "en|{\"_id\": {\"$oid\": \"[[X:h24]]\"}, \"status\": \"shipped\"}",
 "en|ULID [[X:~01J+U23]] was assigned to run {n}",
 "en|Slack user U0[[X:U9]] reacted in channel C0[[X:U9]]",
 "en|Discord message id 1[[X:d18]] in guild 9[[X:d17]]",
 "en|https://www.youtube.com/watch?v=[[X:B11]]",
 "zh|微信 openid：o[[X:B27]]，unionid：o[[X:B27]]（都是用户标识，不是密钥）",
 "zh|支付宝交易号 2026[[X:d24]]，商户订单号 {proj}-{n}",
]
H['checksums_etags'] = [
 "en|ETag: \"[[X:h32]]\"",
 "en|[[X:h64]]  {proj}-1.{n}.0-linux-amd64.tar.gz",
 "en|Content-MD5: [[X:b64:16]]",
 "en|magnet:?xt=urn:btih:[[X:H40]]&dn=ubuntu-24.04-desktop-amd64.iso",
 "en|ipfs://bafybei[[X:c52]]",
 "en|commit [[X:h40]]\nAuthor: {name} <{email}>\n\n    fix token refresh race",
 "zh|下载完核对一下 SHA256：[[X:h64]]",
 "zh|这次发版的 commit 是 [[X:h40]]，回滚就回到它",
]
H['secretish_keys_benign_values'] = [
 "en|password_min_length: 12\npassword_max_age_days: 90\ntoken_ttl_seconds: 3600",
 "en|auth:\n  method: password\n  tokenEndpoint: https://auth.example.com/oauth2/token\n  apiKeyHeader: X-API-Key",
 "en|env:\n- name: DB_PASSWORD\n  valueFrom:\n    secretKeyRef:\n      name: {proj}-db\n      key: password",
 "en|{\"passwordField\": \"password\", \"secretRotationDays\": 30, \"apiKeyEnvVar\": \"OPENAI_API_KEY\"}",
 "en|PASSWORD_HASHERS = ['django.contrib.auth.hashers.Argon2PasswordHasher']",
 "en|requirepass \"\"\nprotected-mode yes   # only loopback, no password on purpose",
 "zh|配置说明：token_expire=7200（秒），secret_type=kms，password_policy=strong",
 "zh|keyVaultName: kv-{proj}-prod  # 只是保管库名字，密钥本身不在这里",
]
H['auth_error_messages'] = [
 "en|FATAL:  password authentication failed for user \"{user}\"",
 "en|ERROR 1045 (28000): Access denied for user '{user}'@'{ip}' (using password: YES)",
 "en|ORA-01017: invalid username/password; logon denied",
 "en|HTTP 401 {\"error\":\"invalid_token\",\"error_description\":\"The access token expired\"}",
 "en|remote: Invalid username or token. Password authentication is not supported for Git operations.",
 "zh|登录失败：用户名或密码错误，您还可以尝试 {n} 次",
 "zh|报错 AuthenticationException: 密钥无效或已过期，请重新生成",
 "zh|提示“Token 已失效，请重新登录”，刷新一下就好了",
]
H['chem_biblio_ids'] = [
 "en|InChIKey=[[X:U14]]-[[X:U8]]SA-N",
 "en|SMILES: CC(=O)OC1=CC=CC=C1C(=O)O",
 "en|doi:10.{n}{n}/j.cell.{year}.0{n}.0{n}",
 "en|ORCID 0000-000{n}-[[X:d4]]-[[X:d3]]X",
 "en|UniProt P[[X:d5]], PDB [[X:d1]][[X:U3]], CAS 5{n}-{n}-{n}",
 "zh|参考文献 ISBN 978-7-[[X:d3]]-[[X:d5]]-[[X:d1]]，arXiv:{year}.[[X:d5]]",
 "zh|化合物的 InChIKey 是 [[X:U14]]-[[X:U10]]-N，查 PubChem 就能找到",
]
H['ssh_and_wg_public'] = [
 "en|ssh-ed25519 AAAAC3NzaC1lZDI1NTE5AAAAI[[X:b64:32]] {user}@laptop",
 "en||1|[[X:b64:20]]|[[X:b64:20]] ecdsa-sha2-nistp256 AAAAE2VjZHNhLXNoYTItbmlzdHAyNTYAAAAIbmlzdHAyNTYAAABBB[[X:b64:64]]",
 "en|256 SHA256:[[X:b64u:32]] {user}@{host} (ED25519)",
 "en|[Peer]\nPublicKey = [[X:b64:32]]\nAllowedIPs = 10.8.0.0/24",
 "en|age public key (share freely): age1[[X:c58]]",
 "en|minisign public key: RWQ[[X:b64:40]]",
 "zh|把你的公钥发我就行：ssh-rsa AAAAB3NzaC1yc2EAAAADAQABAAABAQ[[X:b64:256]] {user}@dev",
 "zh|GPG 指纹 [[X:H4]] [[X:H4]] [[X:H4]] [[X:H4]] [[X:H4]]  [[X:H4]] [[X:H4]] [[X:H4]] [[X:H4]] [[X:H4]]，核对一下再导入",
]
H['public_client_keys'] = [
 "en|posthog.init('phc_[[X:a43]]', { api_host: 'https://eu.i.posthog.com' })",
 "en|mapboxgl.accessToken = 'pk.eyJ1Ijoi[[X:a20]]IiwiYSI6I[[X:a22]]J9.[[X:B22]]'; // public token, URL-restricted",
 "en|const searchClient = algoliasearch('[[X:U10]]', '[[X:h32]]'); // search-only key, safe in the browser",
 "en|NEXT_PUBLIC_SENTRY_ENVIRONMENT=production\nNEXT_PUBLIC_APP_URL=https://{proj}.example.com",
 "en|<script async src=\"https://www.googletagmanager.com/gtag/js?id=G-[[X:U10]]\"></script>",
 "zh|前端埋点的 appKey 是公开的：[[X:h24]]，SDK 文档就是这么写的",
 "zh|高德 JS API 的安全密钥走代理服务，前端只放 key 的占位 ${AMAP_KEY}",
]
H['encrypted_at_rest'] = [
 "en|db_password: ENC[AES256_GCM,data:[[X:b64:18]],iv:[[X:b64:32]],tag:[[X:b64:16]],type:str]",
 "en|db_password: !vault |\n  $ANSIBLE_VAULT;1.1;AES256\n  [[X:h64]]\n  [[X:h64]]",
 "en|spec:\n  encryptedData:\n    password: AgB[[X:b64:180]]",
 "en|-----BEGIN PGP MESSAGE-----\n\nhQEMA[[X:b64:120]]\n=[[X:b64:3]]\n-----END PGP MESSAGE-----",
 "en|secrets.env.age is committed; only the age recipients can decrypt it",
 "zh|配置里的 password: ENC([[X:b64:32]]) 是 jasypt 密文，主密码在 KMS 里",
 "zh|git-crypt 加密过的文件在仓库里是乱码，正常现象",
]
H['redaction_markers'] = [
 "en|OPENAI_API_KEY=sk-proj-****************[REDACTED]",
 "en|password: <redacted>\napi_key: <redacted>",
 "en|Authorization: Bearer ***",
 "en|\"secret\": \"●●●●●●●●\"",
 "en|AWS_SECRET_ACCESS_KEY=[hidden by gh]",
 "zh|密码：[已脱敏]，手机号 138****{n}{n}",
 "zh|token 一栏显示 ***已隐藏***，要看原值得找管理员",
 "zh|日志里已经是 password=****** 了，脱敏生效",
]
H['secret_generation_code'] = [
 "en|SECRET_KEY = secrets.token_urlsafe(50)",
 "en|openssl rand -base64 32 > /run/secrets/session_key",
 "en|const secret = crypto.randomBytes(32).toString('hex');",
 "en|head -c 48 /dev/urandom | base64 | tr -d '\\n' | kubectl create secret generic app --from-file=key=/dev/stdin",
 "en|python -c 'from django.core.management.utils import get_random_secret_key as g; print(g())'",
 "zh|生成新密钥用 pwgen -s 24 1，生成后直接进 Vault，不要贴群里",
 "zh|uuidgen | tr A-Z a-z 生成个临时 ID 就行",
]
H['format_descriptions'] = [
 "en|GitHub classic tokens start with ghp_ followed by 36 alphanumeric characters.",
 "en|pattern: '(?i)sk-[a-z0-9]{48}'",
 "en|A Slack bot token looks like xoxb-<team>-<bot>-<random>; never commit one.",
 "en|Stripe secret keys are prefixed sk_live_ in production and sk_test_ in test mode.",
 "en|regex: \"AKIA[0-9A-Z]{16}\"   # AWS access key id",
 "zh|阿里云 AccessKey ID 一般以 LTAI 开头，长度 24 位左右",
 "zh|DeepSeek 的 key 格式是 sk- 加 32 位十六进制，别把示例当真",
]
H['interactive_prompts'] = [
 "en|$ mysql -u root -p\nEnter password:\nWelcome to the MySQL monitor.",
 "en|[sudo] password for {user}:\nSorry, try again.",
 "en|Enter passphrase for key '/home/{user}/.ssh/id_ed25519':",
 "en|$ echo \"$REGISTRY_TOKEN\" | docker login ghcr.io -u {user} --password-stdin\nLogin Succeeded",
 "en|read -rs -p 'Password: ' PASSWORD; echo",
 "zh|$ psql -U {user} -W\n口令：\npsql (16.2)",
 "zh|它提示“请输入密码”，我什么都没输就回车了，结果进去了",
]
H['cn_public_registration_ids'] = [
 "zh|统一社会信用代码：91{n}0108MA0[[X:U7]]",
 "zh|京ICP备[[X:d8]]号-1  京公网安备 110[[X:d11]]号",
 "zh|国药准字H[[X:d8]]",
 "zh|商品条码 69[[X:d11]]",
 "zh|增值电信业务经营许可证：B2-{year}[[X:d4]]",
 "zh|发票代码 0{n}[[X:d10]] 发票号码 [[X:d8]]",
 "en|Company USCC 91{n}0000MA[[X:U8]] (public business registry number)",
]
H['mima_non_secret'] = [
 "zh|密码子 AUG 编码甲硫氨酸，同时也是起始密码子",
 "zh|这条视频找到流量密码了，播放量翻了十倍",
 "zh|摩斯密码里 SOS 是 ···———···",
 "zh|《达芬奇密码》第{n}章讲的是圣杯线索",
 "zh|财富密码就是复利，别想太多",
 "zh|《中华人民共和国密码法》自 2020 年 1 月 1 日起施行",
 "zh|长寿的密码：早睡早起多走路",
 "zh|商品详情：TSA 海关密码锁行李箱，20 寸",
]
H['nlp_compiler_tokens'] = [
 "en|>>> enc.encode('hello world')\n[15339, 1917]",
 "en|\"input_ids\": [[101, 7592, 2088, {n}, 102]], \"attention_mask\": [[1, 1, 1, 1, 1]]",
 "en|Lexer error: unexpected token '}' at line {n}",
 "en|prompt_tokens: 1{n}4, completion_tokens: {n}7, total_tokens: 2{n}1",
 "en|The tokenizer splits 'unbelievable' into ['un', '##believ', '##able'].",
 "zh|这次调用消耗了 {n}k token，按百万 token 计费",
 "zh|词法分析器读到的下一个 token 是 IDENT(\"password\")",
 "zh|分词结果：['我', '的', '密码', '忘', '了']",
]
H['hardware_ids'] = [
 "en|Serial Number (system): C02[[X:U9]]",
 "en|UUID=[[X:uuid]] /data ext4 defaults,noatime 0 2",
 "en|$ cat /etc/machine-id\n[[X:h32]]",
 "en|IMEI 35[[X:d13]], MAC a4:83:e7:[[X:h2]]:[[X:h2]]:[[X:h2]]",
 "en|ANDROID_ID=[[X:h16]] (per-app device id)",
 "zh|设备 SN 码：[[X:U12]]，保修期内",
 "zh|主板序列号 [[X:U15]]，BIOS UUID [[X:UUID]]",
]
H['redacted_in_transcripts'] = [
 "en|I read `.env` and found `STRIPE_SECRET_KEY` is set (value not shown). I'll reference it via `process.env.STRIPE_SECRET_KEY`.",
 "en|Tool output: {\"DATABASE_URL\": \"<set, 87 chars>\"}",
 "en|The key exists in 1Password under “{proj} / prod”; ask {name} for access rather than pasting it here.",
 "en|Note: I skipped printing ~/.aws/credentials because it contains secrets.",
 "zh|助手：我检查了 config.yaml，password 字段已经配置（未显示具体值），连接测试通过。",
 "zh|Trae：检测到 .env 中含有密钥，已跳过输出。",
 "zh|CodeBuddy：SECRET_KEY 已从环境变量读取，长度 50，看起来正常。",
]
H['css_bundle_names'] = [
 "en|<div class=\"_button_[[X:l5]]_{n} sc-[[X:a6]]\">Sign in</div>",
 "en|dist/assets/vendor-[[X:B8]].js   142.{n} kB │ gzip: 4{n}.1 kB",
 "en|React key warning for element with id \":r[[X:l2]]:\"",
 "en|storybook id: components-passwordinput--[[X:l6]]",
 "en|chunk-[[X:h8]].[[X:h20]].css",
 "zh|打包产物 app.[[X:h8]].js 里的 hash 是内容哈希，不是密钥",
 "zh|样式类名 css-[[X:l7]] 是 emotion 自动生成的",
]
H['placeholders_templated'] = [
 "en|password: {{ .Values.db.password | quote }}",
 "en|DB_PASSWORD={{ vault \"secret/data/{proj}#password\" }}",
 "en|@Value(\"${spring.datasource.password}\")\nprivate String dbPassword;",
 "en|api_key = op://Engineering/{proj}/credential",
 "en|cursor.execute(\"UPDATE users SET password_hash=%(password)s WHERE id=%(id)s\", params)",
 "en|token: ${{ secrets.DEPLOY_TOKEN }}",
 "zh|密码填 <你的密码>，token 填 {{TOKEN}}，其余默认",
 "zh|application.yml 里写的是 password: ${DB_PWD:changeme}，实际值由 K8s 注入",
]
H['short_public_codes'] = [
 "en|Flight UA{n}34 departs gate B{n}, seat 23C",
 "en|Build #4{n}17 passed on main (v2.{n}.1)",
 "en|Error code 0x80070005 means access denied.",
 "en|Room 4{n}B, extension 7{n}2",
 "zh|G{n}38 次列车，{n} 车 12F 座",
 "zh|股票代码 600519，基金代码 110{n}11",
 "zh|邮编 100{n}80，区号 010",
 "zh|取号 A0{n}，请到 {n} 号窗口",
]
H['placeholder_creds_docs'] = [
 "en|Log in with the default demo account shown on the login page (demo / demo) — it is reset every hour and has read-only rights.",
 "en|Example: `curl -u USERNAME:PASSWORD https://api.example.com`",
 "en|export FOO_API_KEY=your_api_key_here",
 "en|Set the password to whatever you like on first launch; nothing is preset.",
 "en|\"apiKey\": \"<INSERT_KEY>\"",
 "zh|把 YOUR_SECRET 换成控制台里生成的密钥",
 "zh|示例：密码=123456（仅作演示，实际请使用强密码）",
 "zh|账号 test / 密码 test 是本地 docker 镜像的默认值，生产环境不存在",
]
H['english_password_words'] = [
 "en|The PDF is password-protected, can you send an unlocked copy?",
 "en|Token Ring was an IBM LAN technology of the 1980s.",
 "en|We did Secret Santa at the office; the budget is $20.",
 "en|The piano has 88 keys, 52 white and 36 black.",
 "en|Password reset emails go out from no-reply@example.com.",
 "en|She holds the key to the whole plot, which the last chapter reveals.",
 "zh|Password managers 的横评文章里，Bitwarden 得分最高",
]
H['math_and_encodings'] = [
 "en|sha256(\"\") = e3b0c44298fc1c149afbf4c8996fb92427ae41e4649b934ca495991b7852b855",
 "en|base64('hello world') == 'aGVsbG8gd29ybGQ='",
 "en|π ≈ 3.14159265358979323846264338327950288419716939937510",
 "en|>>> hex(2**128 - 1)\n'0xffffffffffffffffffffffffffffffff'",
 "en|md5sum of an empty file is d41d8cd98f00b204e9800998ecf8427e",
 "zh|\"你好\" 的 UTF-8 编码是 e4 bd a0 e5 a5 bd",
 "zh|把 'password' 做 URL 编码还是 password，做 base64 是 cGFzc3dvcmQ=",
]
H['cron_time_ids'] = [
 "en|schedule: '*/5 * * * *'",
 "en|timestamp_ms: 17[[X:d11]]",
 "en|duration: P3Y6M4DT12H30M5S",
 "en|Snowflake id 1[[X:d18]] decodes to {date} {time}",
 "en|X-Request-Id: req_[[X:a24]]",
 "zh|定时任务 0 0 2 * * ? 每天凌晨两点跑",
 "zh|工单创建时间戳 17[[X:d8]]，时区 Asia/Shanghai",
]

ZH_MORE = {
 'stored_password_hashes': ["zh|/etc/shadow 里这一行是哈希：{user}:$y$j9T$[[X:B22]]$[[X:B43]]:19900:0:99999:7:::，看不出原密码",
                            "zh|Django 后台用户的密码列显示 pbkdf2_sha256$870000$[[X:a22]]$[[X:b64:32]]，这是正常的"],
 'lockfile_integrity': ["zh|go.sum 校验不通过：h1:[[X:b64:32]] 与本地不一致，清一下 module cache",
                        "zh|Cargo.lock 里 checksum = \"[[X:h64]]\" 是 crates.io 给的包校验和"],
 'pagination_cursors': ["zh|GraphQL 返回 endCursor: \"[[X:b64:15]]\"，传给 after 参数就能继续拉"],
 'published_test_vectors': ["zh|单元测试用的是 RFC 6238 附录里的种子 12345678901234567890，不是生产密钥",
                            "zh|Stripe 测试卡号 4242 4242 4242 4242 只在测试模式可用"],
 'object_ids': ["zh|MongoDB 的 _id: ObjectId(\"[[X:h24]]\")，按时间排序用的",
                "zh|Stripe 的客户 ID cus_[[X:a14]] 可以放心贴出来，它不是密钥"],
 'checksums_etags': ["zh|响应头 ETag: W/\"[[X:h40]]\"，缓存命中", "zh|磁力链接 magnet:?xt=urn:btih:[[X:H40]]，是公开的种子哈希"],
 'secretish_keys_benign_values': ["zh|password_required: false  # 内网只读接口，不需要密码",
                                  "zh|secretName: {proj}-tls  # k8s Secret 的名字而已"],
 'auth_error_messages': ["zh|mysql 报 ERROR 1045 (28000): Access denied for user 'root'@'localhost' (using password: NO)"],
 'ssh_and_wg_public': ["zh|WireGuard 对端公钥 PublicKey = [[X:b64:32]]，公钥可以公开", "zh|age 公钥 age1[[X:c58]] 发群里没关系"],
 'public_client_keys': ["zh|PostHog 项目 key phc_[[X:a43]] 本来就要写在前端", "zh|Mapbox 公共 token pk.eyJ1Ijoi[[X:a20]]IiwiYSI6I[[X:a22]]J9.[[X:B22]] 已限制域名"],
 'encrypted_at_rest': ["zh|sops 加密后的字段：password: ENC[AES256_GCM,data:[[X:b64:15]],iv:[[X:b64:32]],tag:[[X:b64:16]],type:str]",
                       "zh|SealedSecret 的 encryptedData 是 AgB[[X:b64:150]]，只有集群里的控制器能解"],
 'secret_generation_code': ["zh|Python 里生成随机密钥：secrets.token_hex(32)，结果别打印到日志",
                            "zh|执行 openssl rand -hex 16 生成一个新的，直接写进 Vault"],
 'format_descriptions': ["zh|GitHub 经典令牌以 ghp_ 开头，后面 36 位字母数字", "zh|正则：sk-[A-Za-z0-9]{48}，用于识别泄露的 key"],
 'interactive_prompts': ["zh|[sudo] {user} 的密码：\n对不起，请重试。", "zh|输入 ssh 密钥的口令短语：（终端不回显）"],
 'nlp_compiler_tokens': ["zh|tiktoken 编码结果 [15339, 1917]，一共两个 token"],
 'hardware_ids': ["zh|/etc/fstab：UUID=[[X:uuid]] /data ext4 defaults 0 2", "zh|IMEI 86[[X:d13]]，设备已入库"],
 'css_bundle_names': ["zh|vite 打包输出 dist/assets/index-[[X:B8]].js，文件名里是内容哈希"],
 'placeholders_templated': ["zh|Helm 模板：password: {{ .Values.redis.password | b64enc }}", "zh|GitHub Actions 里写 ${{ secrets.DB_PASSWORD }}，值在仓库设置里"],
 'placeholder_creds_docs': ["zh|curl -u 用户名:密码 https://api.example.cn  （按实际替换）"],
 'english_password_words': ["zh|PDF 有打开密码保护，麻烦发一份没加密的", "zh|年会玩秘密圣诞老人（Secret Santa），预算 100 元", "zh|令牌环网（Token Ring）是上世纪的局域网技术"],
 'math_and_encodings': ["zh|空字符串的 md5 是 d41d8cd98f00b204e9800998ecf8427e", "zh|sha256 空串：e3b0c44298fc1c149afbf4c8996fb92427ae41e4649b934ca495991b7852b855"],
 'cron_time_ids': ["zh|请求 ID：req_[[X:a24]]，排查时报给客服", "zh|雪花 ID 1[[X:d18]] 解出来是 {date} {time}"],
 'redaction_markers': ["zh|AccessKey Secret：************（控制台只在创建时显示一次）"],
 'chem_biblio_ids': ["zh|DOI：10.{n}{n}/j.cell.{year}.0{n}.0{n}，ORCID 0000-000{n}-[[X:d4]]-[[X:d3]]X"],
 'published_test_vectors': ["zh|单元测试用的是 RFC 6238 附录里的种子 12345678901234567890，不是生产密钥",
                            "zh|Stripe 测试卡号 4242 4242 4242 4242 只在测试模式可用",
                            "zh|FIPS-197 的示例密钥 000102030405060708090a0b0c0d0e0f 是标准文档里的"],
}
for _k, _v in ZH_MORE.items():
    H[_k] = H[_k] + _v
