"""Harmless kinds for corpus S: look-alikes that are hard in new ways. Only [[X:..]] and fillers."""

H = {}
H["famous_fictional_passwords"] = [
    "en|The xkcd comic contrasts Tr0ub4dor&3 with correct horse battery staple — page {n} of the security slides.",
    "en|In Spaceballs the combination is 1-2-3-4-5, \"the kind of thing an idiot would have on his luggage\". Slide {n}.",
    "en|Classic IRC joke: \"hunter2\" shows up as ******* for everyone else. Posted in #{proj} trivia.",
    "en|In WarGames the backdoor password was Joshua; the quiz answer for round {n}.",
    "en|Swordfish is the password in the Marx Brothers' Horse Feathers — film club notes {date}.",
    "zh|电影梗：\"芝麻开门\"是《一千零一夜》里的口令，第 {n} 期播客聊到了。",
    "zh|培训材料第 {n} 页：xkcd 936 对比了 Tr0ub4dor&3 和 correct horse battery staple 的熵。",
    "zh|《天龙八部》里的暗号“天王盖地虎，宝塔镇河妖”其实出自《林海雪原》，读书会 {date} 讨论。",
]
H["code_word_numbers"] = [
    "en|Ship to PIN code 5600{n} (Bengaluru), India Post.",
    "en|HTTP status code 4{n} isn't defined; we return 429 with a Retry-After.",
    "en|Area code 415, ZIP 941{n}, country code +1.",
    "en|Course code CS{n}1 — exam key dates are on the portal.",
    "en|exit code {n} from the linker; see error code LNK2019.",
    "zh|邮编 3100{n}，区号 0571，快递地址写到街道即可。",
    "zh|验证码长度配置为 6 位，有效期 {n} 分钟（只是配置，不含具体值）。",
    "zh|错误码 E{n}04 表示签名过期，请重新获取。",
]
H["password_field_defs"] = [
    "en|<input type=\"password\" name=\"password\" autocomplete=\"current-password\" minlength=\"{n}\">",
    "en|password = forms.CharField(widget=forms.PasswordInput, min_length={n})",
    "en|\"password\": {\"type\": \"string\", \"format\": \"password\", \"minLength\": {n}}",
    "en|interface LoginForm { username: string; password: string; otp?: string } // v{n}",
    "en|message LoginRequest {\n  string username = 1;\n  string password = 2;\n  int32 attempt = {n};\n}",
    "zh|字段定义：password_hash VARCHAR(255) NOT NULL COMMENT '密码哈希'，salt 单独存，表 t_user_{n}",
    "zh|GraphQL schema：input Login { phone: String!, password: String! } # 第 {n} 版",
    "zh|表单校验：密码至少 {n} 位，需包含大小写字母和数字。",
]
H["secret_fetch_commands"] = [
    "en|export DB_PASSWORD=\"$(op read 'op://{proj}/postgres/password')\"",
    "en|bw get password {proj}-smtp | xclip -selection clipboard",
    "en|pass show work/{proj}/ldap | head -n1",
    "en|security find-generic-password -s {proj}-deploy -w",
    "en|aws ssm get-parameter --name /{proj}/db/password --with-decryption --query Parameter.Value --output text",
    "en|secret-tool lookup service {proj} user {user}",
    "zh|启动前执行：export API_KEY=$(vault kv get -field=api_key secret/{proj})",
    "zh|密码从凭据托管取：gopass show -o {proj}/mysql/{user}",
    "zh|chamber exec {proj} -- ./run.sh  # 变量从 SSM 注入，不落盘",
]
H["kdf_params_and_salts"] = [
    "en|kdf = PBKDF2HMAC(algorithm=hashes.SHA256(), length=32, salt=os.urandom(16), iterations=600_000)",
    "en|argon2: m=65536, t=3, p=4 (OWASP baseline); bcrypt cost {n}",
    "en|scrypt N=2^17, r=8, p=1 — benchmark took {n} ms on the CI runner",
    "en|nonce (public, sent with ciphertext): [[X:h24]]",
    "en|const iv = crypto.randomBytes(12); // GCM IV, stored next to the ciphertext, run {n}",
    "zh|盐值每个用户随机生成 16 字节，和哈希一起存库；迭代次数 {n}0000。",
    "zh|加密参数：AES-256-GCM，IV 随机 12 字节（可公开），本次 IV = [[X:h24]]",
    "zh|Argon2id 参数：内存 64MB，迭代 3 次，并行度 {n}",
]
H["lockfile_integrity"] = [
    "en|\"integrity\": \"sha512-[[X:b64:64]]\"",
    "en|github.com/{proj}/lib v1.{n}.0 h1:[[X:b64:32]]",
    "en|--hash=sha256:[[X:h64]]",
    "en|<script src=\"/vendor.js\" integrity=\"sha384-[[X:b64:48]]\" crossorigin=\"anonymous\"></script>",
    "en|[[package]]\nname = \"{proj}\"\nversion = \"0.{n}.1\"\nchecksum = \"[[X:h64]]\"",
    "en|outputHash = \"sha256-[[X:b64:32]]\";",
    "zh|package-lock.json 冲突那行：\"integrity\": \"sha512-[[X:b64:64]]\"",
    "zh|poetry.lock 里的 hash：{file = \"{proj}-1.{n}.tar.gz\", hash = \"sha256:[[X:h64]]\"}",
]
H["host_fingerprints_and_dkim"] = [
    "en|ED25519 key fingerprint is SHA256:[[X:b64:32]].\nAre you sure you want to continue connecting (yes/no)?",
    "en|{host} ecdsa-sha2-nistp256 AAAAE2VjZHNhLXNoYTItbmlzdHAyNTYAAAAIbmlzdHAyNTY[[X:b64:66]]",
    "en|selector1._domainkey IN TXT \"v=DKIM1; k=rsa; p=MIIBIjANBgkqhkiG9w0BAQEFAAOCAQ8AMIIBCgKCAQEA[[X:b64:120]]\"",
    "en|Public-Key-Pins: pin-sha256=\"[[X:b64:32]]\"; max-age=5184000",
    "en|pub   ed25519 {date} [SC]\n      [[X:H40]]\nuid   {name} <{email}>",
    "zh|服务器指纹核对：SHA256:[[X:b64:32]]，和运维群发的一致再连。",
    "zh|DNS 里加这条 DKIM 公钥：v=DKIM1; k=rsa; p=MIGfMA0GCSqGSIb3DQEBAQUAA4GNADCBiQKBgQ[[X:b64:90]]",
    "zh|GPG 公钥指纹：[[X:H40]]，可在 keys.openpgp.org 查",
]
H["peer_public_keys"] = [
    "en|[Peer]\nPublicKey = [[X:b64:32]]\nAllowedIPs = 10.8.0.{n}/32\nEndpoint = {ip}:51820",
    "en|peer id: 12D3KooW[[X:k44]]",
    "en|cid: bafybei[[X:y52]]",
    "en|node pubkey 02[[X:h64]]@{ip}:9735",
    "en|xpub6[[X:k106]] (watch-only, receive addresses only)",
    "zh|WireGuard 对端公钥（可以公开）：PublicKey = [[X:b64:32]]",
    "zh|Solana 收款地址：[[X:k44]]",
    "zh|节点公钥 nodekey:[[X:h64]]（tailscale status 显示的）",
]
H["public_client_ids"] = [
    "en|gtag('config', 'G-[[X:U10]]');",
    "en|posthog.init('phc_[[X:a43]]', { api_host: 'https://eu.i.posthog.com' })",
    "en|<div class=\"g-recaptcha\" data-sitekey=\"6L[[X:B38]]\"></div>",
    "en|mapboxgl.accessToken = 'pk.eyJ1Ijoi[[X:B40]]fQ.[[X:B22]]'; // public style token, URL-restricted",
    "en|fbq('init', '[[X:d15]]'); // Meta Pixel",
    "zh|前端埋点：GTM-[[X:U7]]，不涉及密钥",
    "zh|hCaptcha 的 sitekey 是公开的：[[X:uuid]]",
    "zh|百度统计代码 hm.js?[[X:h32]] 放在 head 里",
]
H["random_ids_in_urls"] = [
    "en|https://www.youtube.com/watch?v=[[X:B11]]&t={n}s",
    "en|https://drive.google.com/file/d/1[[X:B32]]/view?usp=sharing (view-only, org-restricted)",
    "en|Zoom meeting ID: 8{n} [[X:d4]] [[X:d4]] — passcode sent separately by calendar invite",
    "en|https://imgur.com/a/[[X:a7]]",
    "en|https://pastebin.com/raw/[[X:a8]] (the stack trace, nothing sensitive)",
    "zh|B站视频 BV1[[X:a9]]，第 {n} 分钟开始讲 Redis 持久化",
    "zh|腾讯会议号：[[X:d3]] [[X:d3]] [[X:d3]]，会议密码会后单独发",
    "zh|知乎文章：https://zhuanlan.zhihu.com/p/[[X:d9]]",
]
H["test_fixture_dummies"] = [
    "en|@mock.patch.dict(os.environ, {\"API_KEY\": \"test-key\", \"DEBUG\": \"1\"})\ndef test_client_{n}(): ...",
    "en|new PostgreSQLContainer<>(\"postgres:16\").withUsername(\"test\").withPassword(\"test\") // IT {n}",
    "en|password = factory.Faker(\"password\", length={n})",
    "en|spring.datasource.url=jdbc:h2:mem:testdb{n}\nspring.datasource.username=sa\nspring.datasource.password=",
    "en|user = User(email=\"a@example.com\", password=\"password\")  # fixture #{n}",
    "zh|单测里用的假密码：password=\"dummy\"，第 {n} 个用例",
    "zh|Mock 数据：{\"token\": \"fake-token\", \"uid\": {n}}",
    "zh|测试夹具：DB_PASSWORD=test，容器启动后自动销毁（case {n}）",
]
H["famous_doc_examples"] = [
    "en|The jwt.io default token eyJhbGciOiJIUzI1NiIsInR5cCI6IkpXVCJ9.eyJzdWIiOiIxMjM0NTY3ODkwIiwibmFtZSI6IkpvaG4gRG9lIiwiaWF0IjoxNTE2MjM5MDIyfQ.SflKxwRJSMeKKF2QT4fwpMeJf36POk6yJV_adQssw5c decodes to John Doe — fixture {n}.",
    "en|AWS docs use AKIAIOSFODNN7EXAMPLE with wJalrXUtnFEMI/K7MDENG/bPxRfiCYEXAMPLEKEY in every example (page {n}).",
    "en|RFC 7617 example: Authorization: Basic QWxhZGRpbjpvcGVuIHNlc2FtZQ== (Aladdin / open sesame), section 2, note {n}",
    "en|Example from the RFC 6749 spec: access_token \"2YotnFZFEjr1zCsicMWpAA\", refresh_token \"tGzv3JOkF0XG5Qx2TlKWIA\" — quoted in ADR-{n}.",
    "zh|RFC 7617 的示例 QWxhZGRpbjpvcGVuIHNlc2FtZQ== 解出来是 Aladdin:open sesame，文档第 {n} 节。",
    "zh|jwt.io 首页那个示例 token（John Doe）签名密钥是 your-256-bit-secret，只是演示，第 {n} 期分享。",
    "zh|AWS 官方示例密钥 AKIAIOSFODNN7EXAMPLE 不能用，只是文档占位（第 {n} 页）。",
]
H["binary_dumps"] = [
    "en|00000000: [[X:h4]] [[X:h4]] [[X:h4]] [[X:h4]] [[X:h4]] [[X:h4]] [[X:h4]] [[X:h4]]  ................",
    "en|:10{n}00[[X:H32]][[X:H2]]",
    "en|can0  1{n}   [8]  [[X:H2]] [[X:H2]] [[X:H2]] [[X:H2]] [[X:H2]] [[X:H2]] [[X:H2]] [[X:H2]]",
    "en|EDID: 00ffffffffffff00[[X:h48]]",
    "en|BuildID[sha1]=[[X:h40]], for GNU/Linux 3.2.0, stripped",
    "zh|串口抓到的帧：AA 55 {n} [[X:H2]] [[X:H2]] [[X:H2]] [[X:H2]] 0D 0A",
    "zh|固件头部 hexdump：[[X:h32]]，对照手册是版本号和长度",
    "zh|BLE 服务 UUID：[[X:uuid]]（特征值只读）",
]
H["auth_event_logs"] = [
    "en|Accepted publickey for {user} from {ip} port 5{n}12 ssh2: ED25519 SHA256:[[X:b64:32]]",
    "en|pam_unix(sshd:auth): authentication failure; logname= uid=0 euid=0 tty=ssh ruser= rhost={ip}  user={user}",
    "en|{date}T{time}:01Z INFO password changed for user={user} by admin (ticket {ticket})",
    "en|WARN  Login failed for '{user}': invalid password (attempt {n}/5)",
    "en|audit: type=USER_CHAUTHTOK msg='op=PAM:chauthtok acct=\"{user}\" exe=\"/usr/bin/passwd\" res=success'",
    "zh|{date} {time} 用户 {user} 密码错误次数过多，账户已锁定 {n} 分钟",
    "zh|审计日志：管理员重置了 {user} 的密码（未记录明文），工单 {ticket}",
    "zh|登录失败：密码错误（剩余 {n} 次机会）",
]
H["redaction_markers"] = [
    "en|DB_PASSWORD=<redacted:password> (scrubbed by the log shipper, job {n})",
    "en|  + password = (sensitive value)\n  ~ instance_count = {n}",
    "en|Data\n====\npassword:  {n} bytes\nusername:  5 bytes",
    "en|token: ███████████████ (blacked out in the screenshot, #{n})",
    "en|Run echo \"$API_KEY\"\n***\n(step {n} masked by Actions)",
    "zh|密码：******（已脱敏，第 {n} 条）",
    "zh|AccessKeySecret：已隐藏，可在控制台查看（用户 {user}）",
    "zh|token=[已打码] 日志采样 {n} 条",
]
H["zh_mi_words"] = [
    "zh|这块材料的密度是 {n}.7 g/cm³，比铝略大。",
    "zh|我们和供应商签了保密协议（NDA），编号 NDA-{date}-{n}。",
    "zh|秘书处通知：{date} 召开第 {n} 次理事会。",
    "zh|周末去玩了密室逃脱，{n} 个人 60 分钟刚好出来。",
    "zh|文件密级：内部，保密期限 {n} 年。",
    "zh|两家公司合作很密切，{zname}说下周一起开会。",
    "zh|密钥长度建议不少于 2048 位（RSA），本章第 {n} 节讲原理。",
    "zh|这道题考的是“亲密数”，{n} 和它的配对数。",
]
H["build_and_version_ids"] = [
    "en|google/raven/raven:14/AP2A.{n}0805.005/[[X:d8]]:user/release-keys",
    "en|v2.{n}.0-17-g[[X:h7]]",
    "en|chrome 13{n}.0.6478.127 (Official Build) (arm64)",
    "en|{proj}-1.{n}.3-py3-none-any.whl, build tag [[X:h12]]",
    "en|Windows Product ID: 00330-[[X:d5]]-[[X:d5]]-AA{n}5 (not a product key)",
    "zh|构建号 #{n}，产物 {proj}-[[X:h8]].tar.gz",
    "zh|APP 版本 3.{n}.0 (build [[X:d6]])，渠道 huawei",
    "zh|镜像标签：registry.cn-hangzhou.aliyuncs.com/{proj}/api:{date}-[[X:h7]]",
]
H["generated_ids_and_idempotency"] = [
    "en|Idempotency-Key: [[X:uuid]]",
    "en|order 01[[X:u24]] created (ULID), retry {n}",
    "en|_id: ObjectId(\"[[X:h24]]\")",
    "en|ksuid [[X:a27]] assigned to job {n}",
    "en|Firebase push id: -N[[X:B18]]",
    "zh|请求流水号：[[X:d19]]（雪花算法生成）",
    "zh|幂等键 X-Idempotency-Key: [[X:uuid]]，重试 {n} 次",
    "zh|订单号 [[X:d18]]，下单用户 {user}",
]
H["keyword_heavy_code"] = [
    "en|tokens = tokenizer.encode(text)\nif len(tokens) > {n}000: tokens = tokens[:{n}000]",
    "en|if password != confirm_password:\n    raise ValidationError(\"passwords do not match\")",
    "en|api_key = request.headers.get(\"X-Api-Key\")\nif not verify(api_key): return 401",
    "en|payload = jwt.decode(token, key, algorithms=[\"HS256\"])  # key from KMS, line {n}",
    "en|GH_TOKEN_RE = re.compile(r\"ghp_[A-Za-z0-9]{36}\")  # scanner rule {n}",
    "en|hashed = bcrypt.hashpw(password.encode(), bcrypt.gensalt(rounds={n}))",
    "zh|def check_pwd(pwd: str) -> bool:  # 校验密码强度，至少 {n} 位\n    return len(pwd) >= {n}",
    "zh|secret = get_secret(name=\"{proj}/db\")  # 从密钥管理服务读取",
    "zh|token = request.cookies.get(\"token\")  # 为空则跳转登录，第 {n} 行",
]
H["scanner_rules_and_baselines"] = [
    "en|\"hashed_secret\": \"[[X:h40]]\",\n\"is_verified\": false,\n\"line_number\": {n},\n\"type\": \"Secret Keyword\"",
    "en|[[rules]]\nid = \"{proj}-token\"\nregex = '''{proj}_[a-z0-9]{32}'''\nkeywords = [\"{proj}_\"]",
    "en|# .gitleaksignore\n[[X:h40]]:config/test.yml:generic-api-key:{n}",
    "en|Finding: password in tests/fixtures/users.json, line {n} — Fingerprint: [[X:h40]] (allowlisted)",
    "en|Detector Type: Generic | Raw result: <redacted> | File: docs/setup.md | Line: {n}",
    "zh|扫描基线：hashed_secret = [[X:h40]]，已确认是测试数据（第 {n} 行）",
    "zh|规则说明：匹配 AK 前缀 LTAI 后跟 12–30 位字母数字，规则编号 R-{n}",
    "zh|告警已忽略：指纹 [[X:h40]]，原因：示例文档",
]
H["template_syntaxes"] = [
    "en|password: {{ .Values.postgresql.auth.password | quote }}",
    "en|smtp_password = <%= ENV.fetch('SMTP_PASSWORD') %>",
    "en|- name: DB_PASSWORD\n  valueFrom:\n    secretKeyRef:\n      name: {proj}-db\n      key: password",
    "en|db_pass: \"{{ lookup('env', 'DB_PASS') }}\"",
    "en|password = \"$__env{GF_DB_PASSWORD}\"",
    "en|url: postgres://{user}:@@DB_PASSWORD@@@{host}/{proj}",
    "zh|配置模板：password: ${NACOS_PASSWORD:}，实际值由 K8s Secret 注入",
    "zh|Jinja 模板：api_key = \"{{ vault_api_key }}\"（加密变量在 vault.yml 里）",
    "zh|password=#{ENV['MAIL_PASS']}，部署时替换",
]
H["password_rotation_plans"] = [
    "en|Plan for {date}: rotate the Postgres password, update the Vault path kv/{proj}/db, bounce the pods.",
    "en|Reminder: service-account passwords expire every {n} days; the new value goes into 1Password, never chat.",
    "en|I rotated the SMTP credential this morning — the new one is in the vault, ask {name} for access.",
    "en|Postmortem action item {ticket}: revoke the leaked key, rotate all dependent secrets, add pre-commit scanning.",
    "zh|{date} 晚上统一轮换数据库密码，新密码只放在凭据管家里，不要在群里发。",
    "zh|密码已经改过了，新的我放到密码柜里了，找{zname}开权限。",
    "zh|整改项 {ticket}：吊销泄露的 AK，重新签发并配置到 KMS。",
]
H["encrypted_config_blobs"] = [
    "en|spring.datasource.password=ENC([[X:b64:48]])",
    "en|encryptedData:\n  password: AgB[[X:b64:300]]",
    "en|\"smtp_password\": \"EJ[1:[[X:b64:32]]:[[X:b64:24]]:[[X:b64:24]]]\"",
    "en|password: '{cipher}[[X:h96]]'",
    "en|{\"id\": \"db\", \"password\": {\"encrypted_data\": \"[[X:b64:48]]\", \"iv\": \"[[X:b64:12]]\", \"cipher\": \"aes-256-gcm\"}}",
    "zh|Jasypt 加密后的配置：jdbc.password=ENC([[X:b64:48]])，密钥在启动参数里",
    "zh|SealedSecret 已提交：encryptedData.token: AgA[[X:b64:280]]",
    "zh|credentials.yml.enc 内容（加密的）：[[X:b64:120]]--[[X:b64:12]]--[[X:b64:16]]",
]
H["preview_and_tunnel_urls"] = [
    "en|Deploy preview ready: https://[[X:h24]]--{proj}.netlify.app",
    "en|Forwarding https://[[X:h4]]-{n}-{n}-{n}-{n}.ngrok-free.app -> http://localhost:3000",
    "en|Preview: https://{proj}-git-feat-login-acme.vercel.app (build [[X:a9]])",
    "en|Your quick Tunnel has been created! Visit it at: https://[[X:w6]]-[[X:w7]]-[[X:w5]]-[[X:w4]].trycloudflare.com",
    "en|VITE v5.{n}.0  ready in 312 ms\n  ➜  Local:   http://localhost:5173/",
    "zh|预览地址：https://{proj}-[[X:l8]].preview.example.cn（第 {n} 次构建）",
    "zh|内网穿透地址：http://[[X:l10]].natappfree.cc，演示完就关",
]
H["test_seeds_and_repro"] = [
    "en|@reproduce_failure('6.{n}.0', b'AXicY2[[X:b64:12]]')",
    "en|Using --randomly-seed=[[X:d10]]",
    "en|go test -run TestFuzz/[[X:h16]] ./parser (corpus entry {n})",
    "en|np.random.seed({n}); torch.manual_seed({n}) # reproducibility",
    "en|shuffle seed: 0x[[X:h16]] (pass --seed to reproduce)",
    "zh|复现用随机种子：--seed [[X:d9]]，第 {n} 轮失败",
    "zh|压测脚本固定了 seed=[[X:h8]]，方便对比结果",
]
H["csv_with_secret_words"] = [
    "en|model,prompt_tokens,completion_tokens\n{proj}-small,{n}12,3{n}\n{proj}-large,{n}45,1{n}",
    "en|employee,secret_santa_pair,budget\n{name},{name},25\n{name},{name},25",
    "en|user,password_last_changed,mfa\n{user},{date},totp",
    "en|key_id,created,status\nkid-{n}-[[X:h8]],{date},active  # public JWKS key ids",
    "zh|姓名,密码修改时间,是否启用双因素\n{zname},{date},是",
    "zh|字段,类型,说明\npassword_hash,varchar(255),密码哈希\ntoken_expire_at,datetime,令牌过期时间",
    "zh|模型,输入token数,输出token数\n{proj},{n}00,{n}0",
]
H["zh_notifications_no_value"] = [
    "zh|【{proj}】验证码已发送至 138****{n}{n}，5 分钟内有效，请勿泄露。",
    "zh|您的密码已成功修改，如非本人操作请联系客服（{date} {time}）。",
    "zh|系统提示：密码将于 {n} 天后过期，请及时修改。",
    "zh|请输入 6 位数字验证码（第 {n} 次尝试）",
    "zh|安全提醒：检测到您的账号在新设备登录（{ip}），如非本人请修改密码。",
    "en|Your verification code has been sent to +1 ***-***-{n}{n}. It expires in 10 minutes.",
    "en|Your password will expire in {n} days. Change it from Settings → Security.",
    "en|We noticed a new sign-in from {ip}. If this wasn't you, reset your password.",
]
H["zh_registry_ids"] = [
    "zh|统一社会信用代码：91330[[X:d3]]MA2[[X:u9]]",
    "zh|浙ICP备[[X:d8]]号-{n}",
    "zh|发票号码：[[X:d8]]，发票代码：0[[X:d11]]",
    "zh|12306 订单号 E[[X:d9]]，车次 G{n}",
    "zh|药品批准文号：国药准字H[[X:d8]]",
    "zh|车架号 LSV[[X:u14]]，发动机号 [[X:u8]]",
    "en|China business licence USCC 91310[[X:d3]]MA1[[X:u9]] (public registry entry)",
    "en|ICP filing: 京ICP备[[X:d8]]号 shown in the footer",
]
