"""Corpus O harmless kinds: look-alikes that are not secrets."""
H = {}

H["password_hashes_stored"] = [
 "en|# /etc/shadow\n«F:user»:$6$«F:a16»$«F:B86»:19800:0:99999:7:::",
 "en|INSERT INTO users (email, password_hash) VALUES ('«F:nick»@example.com', '$2b$12$«F:B53»');",
 "zh|数据库里存的是哈希不是明文：$argon2id$v=19$m=65536,t=3,p=4$«F:b22»$«F:b43»，放心",
 "en|pbkdf2_sha256$870000$«F:a22»$«F:b43»=  ← that's the Django hash column, not the password",
 "zh|userlist.txt（pgbouncer）：\n\"«F:user»\" \"SCRAM-SHA-256$4096:«F:b24»$«F:b43»=:«F:b43»=\"",
 "en|htpasswd file entry: «F:nick»:$apr1$«F:a8»$«F:B22»",
 "zh|华为设备配置导出：local-user admin password irreversible-cipher $1c$«F:a40»$ —— 这是不可逆加密后的串",
 "en|set system root-authentication encrypted-password \"$6$«F:a8»$«F:B86»\"",
]
H["encrypted_blobs"] = [
 "en|db_password: !vault |\n  $ANSIBLE_VAULT;1.1;AES256\n  «F:h64»\n  «F:h64»\n  «F:h32»",
 "en|password: ENC[AES256_GCM,data:«F:b24»,iv:«F:b43»=,tag:«F:b22»==,type:str]",
 "zh|SealedSecret 的 encryptedData：\n  password: AgB«F:b180»\n这个提交进仓库没问题，只有集群里的控制器能解",
 "zh|jasypt 加密后的配置：spring.datasource.password=ENC(«F:b44»)",
 "en|secrets.eyaml: db::password: ENC[PKCS7,MIIBiQYJKoZIhvcNAQcDoIIBejCCAXYCAQAxggEhMIIBHQIBADAFMAACAQEw«F:b120»]",
 "zh|Pulumi.prod.yaml:\nconfig:\n  app:dbPassword:\n    secure: v1:«F:b24»:«F:b60»",
 "en|aws kms encrypt output: CiphertextBlob: AQICAHh«F:b180»",
 "zh|config/credentials.yml.enc 是加密文件，内容长这样：«F:b96»--«F:b16»--«F:b22»==，没有 master.key 解不开",
]
H["vendor_docs_example_keys"] = [
 "en|From the AWS docs: aws_access_key_id = AKIAIOSFODNN7EXAMPLE and aws_secret_access_key = wJalrXUtnFEMI/K7MDENG/bPxRfiCYEXAMPLEKEY are the documented example values (step «F:n2»).",
 "zh|AWS 文档里的示例密钥 AKIAIOSFODNN7EXAMPLE 不是真的，第 «F:n2» 页截图里那个也是示例",
 "en|jwt.io's default example token is eyJhbGciOiJIUzI1NiIsInR5cCI6IkpXVCJ9.eyJzdWIiOiIxMjM0NTY3ODkwIiwibmFtZSI6IkpvaG4gRG9lIiwiaWF0IjoxNTE2MjM5MDIyfQ.SflKxwRJSMeKKF2QT4fwpMeJf36POk6yJV_adQssw5c — use it in test «F:n3».",
 "zh|单测里用 jwt.io 的示例 token：eyJhbGciOiJIUzI1NiIsInR5cCI6IkpXVCJ9.eyJzdWIiOiIxMjM0NTY3ODkwIiwibmFtZSI6IkpvaG4gRG9lIiwiaWF0IjoxNTE2MjM5MDIyfQ.SflKxwRJSMeKKF2QT4fwpMeJf36POk6yJV_adQssw5c（case «F:n3»）",
 "en|# Stripe docs sample (test mode, published): sk_test_4eC39HqLyjWDarjtT1zdp7dc — fixture «F:word»_«F:n3»",
 "zh|AWS 官方示例的 secret：wJalrXUtnFEMI/K7MDENG/bPxRfiCYEXAMPLEKEY，文档 «F:n3» 节",
 "en|The Azure Storage emulator (Azurite) well-known account key: Eby8vdM02xNOcqFlqUwJPLlmEtlCDXJ1OUzFT50uSRZ6IFsuFq2UVErCz4I6tq/K1SZFPTOtr/KBHBeksoGMGw== (docs, sample «F:n3»)",
 "zh|RFC 6238 测试向量的种子是 ASCII \"12345678901234567890\"，测试用例 «F:n3»",
]
H["famous_example_passwords"] = [
 "en|@chat lol the classic bash.org bit: \"you can go hunter2 my hunter2-ing hunter2\" — anyway the real login is in the vault, ref «F:n4»",
 "en|xkcd 936: \"correct horse battery staple\" beats Tr0ub4dor&3 on entropy. Slide «F:n2» of the security training.",
 "zh|安全培训第 «F:n2» 页：像 P@ssw0rd、Admin@123 这种都在弱口令字典里，禁止使用",
 "zh|@chat 别用 correct horse battery staple 当例子了，大家都知道那是 xkcd 的（第 «F:n2» 版培训材料）",
 "en|Top of rockyou.txt: 123456, 12345, 123456789, password, iloveyou, princess — blocked by our policy check «F:hex7».",
 "zh|弱口令黑名单 v«F:n2»：123456、password、qwerty、woaini1314、1qaz2wsx 都会被拒",
 "en|In the demo video the password field shows \"swordfish\" as the movie joke, not a real account (take «F:n2»).",
 "en|Password strength test cases («F:hex7»): 'password' -> weak, 'Tr0ub4dor&3' -> fair, 'correct horse battery staple' -> strong",
]
H["oauth_public_params"] = [
 "en|GET /authorize?response_type=code&client_id=«F:a24»&redirect_uri=https%3A%2F%2Fapp.example.com%2Fcb&state=«F:B22»&code_challenge=«F:B43»&code_challenge_method=S256",
 "zh|OAuth 回调里的 state=«F:B32} 只是防 CSRF 的随机串，client_id=«F:h32} 是公开的".replace("}", "»"),
 "en|id_token claims: {\"iss\": \"https://login.example.com\", \"aud\": \"«F:uuid»\", \"nonce\": \"«F:B22»\", \"at_hash\": \"«F:B22»\"}",
 "zh|Google OAuth 客户端 ID：«F:d12»-«F:l32».apps.googleusercontent.com（前端可见，没问题）",
 "en|PKCE: code_challenge=«F:B43» (S256 of the verifier that stays in memory)",
 "zh|GitHub App ID «F:n4»«F:n2}，Client ID Iv1.«F:h16}，私钥在 KMS 里".replace("}", "»"),
 "en|\"client_id\": \"«F:uuid»\", \"tenant_id\": \"«F:uuid»\", \"authority\": \"https://login.microsoftonline.com/organizations\"",
 "zh|飞书 OAuth 授权页：https://open.feishu.cn/open-apis/authen/v1/authorize?app_id=cli_«F:h16»&redirect_uri=...&state=«F:h16»",
]
H["public_keys_new"] = [
 "en|[Peer]\nPublicKey = «F:b43»=\nAllowedIPs = 10.8.0.0/24\nEndpoint = vpn.example.net:51820",
 "zh|minisign 公钥（放在 README 里验签用）：RWQ«F:b53»",
 "en|follow the bot on nostr: npub1«F:c58»",
 "zh|DKIM 记录：selector1._domainkey TXT \"v=DKIM1; k=rsa; p=MIIBIjANBgkqhkiG9w0BAQEFAAOCAQ8AMIIBCgKCAQEA«F:b200»IDAQAB\"",
 "en|{\"keys\": [{\"kty\": \"RSA\", \"kid\": \"«F:h16»\", \"use\": \"sig\", \"e\": \"AQAB\", \"n\": \"«F:B342»\"}]}",
 "zh|只读钱包导入的 xpub：xpub661MyMwAqRbc«F:k95»（只能看余额不能花）",
 "en|-----BEGIN PGP PUBLIC KEY BLOCK-----\n\nmDMEZ«F:b59»\n«F:b64»\n=«F:b4»\n-----END PGP PUBLIC KEY BLOCK-----",
 "zh|known_hosts 里加一行：«F:host» ssh-ed25519 AAAAC3NzaC1lZDI1NTE5AAAAI«F:b43»",
]
H["lockfile_integrity_hashes"] = [
 "en|\"node_modules/«F:word»-utils\": {\n  \"version\": \"2.«F:n2».0\",\n  \"integrity\": \"sha512-«F:b86»==\"\n}",
 "en|github.com/«F:nick»/«F:word» v1.«F:n2».0 h1:«F:b43»=",
 "zh|Cargo.lock：\n[[package]]\nname = \"«F:word»\"\nversion = \"0.«F:n2».1\"\nchecksum = \"«F:h64»\"",
 "zh|requirements.txt 开了 hash 校验：«F:word»==1.«F:n2» --hash=sha256:«F:h64»",
 "en|<script src=\"https://cdn.example.com/lib.min.js\" integrity=\"sha384-«F:b64»\" crossorigin=\"anonymous\"></script>",
 "zh|flake.lock 里 narHash: \"sha256-«F:b43»=\"，更新依赖后会变",
 "en|poetry.lock: {file = \"«F:word»-3.«F:n2».whl\", hash = \"sha256:«F:h64»\"}",
 "zh|yarn.lock：resolved \"https://registry.npmmirror.com/«F:word»/-/«F:word»-1.0.«F:n2».tgz#«F:h40»\"",
]
H["publishable_client_keys"] = [
 "en|const stripe = Stripe('pk_live_«F:a99»'); // publishable key, safe in the browser",
 "zh|前端地图用 Mapbox 公开令牌 pk.eyJ1Ijoi«F:B40»In0.«F:B22»（pk 开头的是公开的）",
 "en|<div class=\"g-recaptcha\" data-sitekey=\"6L«F:B38»\"></div>",
 "zh|PostHog 前端埋点 project key：phc_«F:a43}（写在网页里的，不是 personal key）".replace("}", "»"),
 "en|posthog.init('phc_«F:a43»', { api_host: 'https://eu.i.posthog.com' })",
 "zh|Stripe 可发布密钥 pk_live_«F:a99} 放前端没事，sk 开头的才不能泄露".replace("}", "»"),
 "en|NEXT_PUBLIC_ALGOLIA_SEARCH_ONLY_KEY is the search-only key shown in the dashboard as public; app id «F:u10».",
 "zh|Sentry 前端 SDK 的 DSN 里只有公开 key 吗？是的，浏览器里本来就能看到，项目 «F:n4»«F:n3»",
]
H["chat_platform_ids"] = [
 "en|slack: channel C0«F:u9», thread_ts «F:d10».«F:d6», user U0«F:u9»",
 "zh|飞书群 chat_id oc_«F:h32}，机器人发消息要用这个；用户 open_id ou_«F:h32»".replace("«F:h32}", "«F:h32»"),
 "en|Discord: guild 1«F:d18», channel 1«F:d18», message 1«F:d18»",
 "zh|Telegram 群的 chat id 是 -100«F:d10»，报警发到这",
 "en|Teams: conversation id 19:«F:h32»@thread.tacv2",
 "zh|企业微信 userid：«F:nick»，部门 id «F:n3»，agentid 1000«F:n3»",
 "en|Mattermost post id «F:l26» in channel «F:l26»",
 "zh|钉钉群 openConversationId：cid«F:b22}==，用户 unionid «F:a26}".replace("}", "»"),
]
H["order_and_tracking_numbers_zh"] = [
 "zh|顺丰单号 SF«F:d13»，预计明天到",
 "zh|淘宝订单号 «F:d19»，申请退款了",
 "zh|支付宝交易号 2026«F:d24»，商户单号 ORD«F:d16»",
 "zh|发票代码 0«F:d11}，发票号码 «F:d8}，校验码后六位 «F:d6}".replace("}", "»"),
 "zh|供应商统一社会信用代码：91«F:d6»MA«F:u8»，合同附件里有",
 "zh|网站底部备案：京ICP备«F:d8»号-1 京公网安备 «F:d14»号",
 "en|UPS tracking 1Z«F:u6»«F:d10», FedEx «F:d12»",
 "zh|京东订单 «F:d12»，物流单号 JDVC«F:d11»",
]
H["content_ids_and_cids"] = [
 "en|pinned on IPFS: bafybei«F:c52»",
 "zh|git lfs 指针文件：\nversion https://git-lfs.github.com/spec/v1\noid sha256:«F:h64»\nsize «F:d7»",
 "en|magnet:?xt=urn:btih:«F:h40»&dn=ubuntu-24.04-desktop-amd64.iso",
 "zh|B 站视频 BV1«F:a9»，第 «F:n2» 分钟开始讲",
 "en|youtube.com/watch?v=«F:B11»&t=«F:n3»s",
 "zh|Notion 页面 https://www.notion.so/«F:word}-«F:h32}，里面是会议纪要".replace("}", "»"),
 "en|Figma file https://www.figma.com/design/«F:a22»/Checkout-v3?node-id=«F:n3»-«F:n4»",
 "zh|Arweave 交易 id «F:B43}，合约数据在这".replace("}", "»"),
]
H["masked_cli_outputs"] = [
 "en|$ gh auth status\ngithub.com\n  ✓ Logged in to github.com account «F:nick» (keyring)\n  - Token: gho_************************************",
 "en|$ aws configure list\n      Name                    Value             Type    Location\n access_key     ****************«F:u4» shared-credentials-file\n secret_key     ****************«F:a4» shared-credentials-file",
 "zh|terraform plan 输出：\n  + password = (sensitive value)\n  + username = \"«F:user»\"",
 "zh|GitLab CI 日志：$ echo $DEPLOY_TOKEN\n[MASKED]\n（变量已开启 Mask）",
 "en|Started by user «F:en»\n[Pipeline] withCredentials\nMasking supported pattern matches of $PASS\n+ curl -u deploy:**** https://nexus.example.com",
 "zh|Rails 日志：Parameters: {\"user\"=>{\"email\"=>\"«F:nick»@example.cn\", \"password\"=>\"[FILTERED]\"}}",
 "en|$ kubectl describe secret db-creds\nType:  Opaque\nData\n====\npassword:  «F:n2» bytes\nusername:  «F:n2» bytes",
 "zh|Travis 日志：Setting environment variables from repository settings\n$ export DOCKER_PASSWORD=[secure]",
]
H["vault_accessors_and_key_ids"] = [
 "en|$ vault token lookup\nKey                 Value\naccessor            «F:B24»\nentity_id           «F:uuid»\npolicies            [default ops]",
 "zh|vault lease id：database/creds/readonly/«F:B24}（不是凭证本身，只能用来续期/吊销）".replace("}", "»"),
 "en|KMS key: arn:aws:kms:«F:region»:«F:d12»:key/«F:uuid» (alias/«F:proj»-data)",
 "zh|GPG 签名密钥 ID «F:H16»，指纹 «F:H40»",
 "en|@Microsoft.KeyVault(SecretUri=https://kv-«F:proj».vault.azure.net/secrets/DbPassword/«F:h32»)",
 "zh|阿里云 KMS 凭据名称 rds/«F:proj»/password，版本 v«F:n2»，应用启动时拉取",
 "en|Access key «F:u4»…«F:u4» was last used «F:n2» days ago by «F:user» (IAM console, masked).",
 "zh|GCP 服务账号 key id：«F:h40}，真正的私钥 JSON 已删除".replace("}", "»"),
]
H["template_placeholders"] = [
 "en|password: {{ .Values.postgresql.auth.password | quote }}",
 "zh|ansible 模板：db_password: \"{{ vault_db_password }}\"，实际值在 vault 文件里",
 "en|DATABASE_URL=<%= ENV.fetch('DATABASE_URL') %>",
 "zh|spring.datasource.password=${DB_PASSWORD:}  # 默认为空，启动参数注入",
 "en|[mysql]\npassword = %(DB_PASSWORD)s\nhost = %(DB_HOST)s",
 "zh|部署脚本会把 @@ADMIN_PASSWORD@@ 和 __API_SECRET__ 替换成真实值，仓库里只有占位符",
 "en|smtp:\n  password: \"{{ smtp_password }}\"   # from group_vars/vault.yml ({{ «F:word» }})",
 "zh|config.tmpl：api_key = \"{{ .Env.OPENAI_API_KEY }}\"  第 «F:n2» 行",
]
H["secret_manager_references"] = [
 "en|MasterUserPassword: '{{resolve:secretsmanager:«F:proj»/rds:SecretString:password}}'",
 "en|env:\n- name: DB_PASSWORD\n  valueFrom:\n    secretKeyRef:\n      name: «F:proj»-db\n      key: password",
 "zh|ExternalSecret 从阿里云 KMS 同步：remoteRef: {key: «F:proj»-redis-password}",
 "en|services:\n  api:\n    secrets:\n      - db_password\nsecrets:\n  db_password:\n    file: ./secrets/db_password.txt",
 "zh|systemd：LoadCredential=dbpass:/etc/credstore/«F:proj».dbpass，程序里读 $CREDENTIALS_DIRECTORY/dbpass",
 "en|doppler run --project «F:proj» --config prd -- ./server",
 "zh|密码不要写死，用 `sops exec-env secrets.enc.yaml './run.sh'` 注入",
 "en|password = data.vault_generic_secret.db.data[\"password\"]  # path secret/«F:proj»/db",
]
H["empty_and_null_secret_fields"] = [
 "en|# .env.example\nOPENAI_API_KEY=\nSTRIPE_SECRET_KEY=\nDATABASE_URL=",
 "zh|配置里 password: \"\" 表示无密码，本地 redis 用的（端口 «F:port»）",
 "en|{\"username\": \"«F:user»\", \"password\": null, \"token\": null}",
 "zh|application-local.yml:\n  datasource:\n    password: ~\n    username: sa",
 "en|api_key: None  # set via CLI flag --api-key (see docs §«F:n2»)",
 "zh|表单提交：username=«F:nick»&password=&remember=on（密码为空所以 401）",
 "en|SECRET_KEY=  # generate with `openssl rand -hex 32`, never commit",
 "zh|密钥：（空，待申请）\nAppSecret：（待填）",
]
H["secret_setting_nonvalues"] = [
 "en|PasswordAuthentication no\nPubkeyAuthentication yes\nPermitRootLogin prohibit-password",
 "zh|密码策略：password_min_length: 12，password_history: 5，lockout_threshold: «F:n2»",
 "en|auth:\n  method: password\n  require_password: true\n  token_ttl: «F:n4»s",
 "zh|secret_rotation_days: 90\nkey_algorithm: RSA_2048\n轮换周期按安全部要求",
 "en|docker login --password-stdin < /dev/null  # intentionally empty, tests the error path",
 "zh|mysql --skip-password 只在本地 socket 用；线上都是 --login-path",
 "en|max_tokens=«F:n4», temperature=0.2, top_p=0.9, api_key_env=\"OPENAI_API_KEY\"",
 "zh|Keycloak 设置：Client authentication 开，Credentials 页选 Client Id and Secret（值在保险库）",
]
H["terminal_password_prompts"] = [
 "en|$ sudo apt upgrade\n[sudo] password for «F:nick»: \nSorry, try again.",
 "en|$ git push origin main\nUsername for 'https://github.com': «F:nick»\nPassword for 'https://«F:nick»@github.com': ",
 "zh|openssl req 的提示：\nEnter PEM pass phrase:\nVerifying - Enter PEM pass phrase:\n（输入不回显）",
 "zh|ssh 的时候提示 Enter passphrase for key '/home/«F:nick»/.ssh/id_ed25519': 我忘了口令",
 "en|$ mysql -u root -p\nEnter password: \nWelcome to the MySQL monitor.",
 "zh|$ psql -h «F:host» -U «F:user»\n用户 «F:user» 的口令：\npsql (16.2)",
 "en|$ keytool -genkeypair -alias upload -keystore release.jks\nEnter keystore password:  \nRe-enter new password: ",
 "zh|登录提示：请输入密码（连续错误 «F:n2» 次将锁定）：",
]
H["db_auth_error_messages"] = [
 "en|ERROR 1045 (28000): Access denied for user '«F:user»'@'«F:ip»' (using password: YES)",
 "zh|psql: error: connection to server at \"«F:host»\" failed: FATAL:  password authentication failed for user \"«F:user»\"",
 "en|ORA-01017: invalid username/password; logon denied (session «F:n4»)",
 "zh|SQL Server 报错：Login failed for user '«F:user»'. Reason: Password did not match. [CLIENT: «F:ip»]",
 "en|(error) WRONGPASS invalid username-password pair or user is disabled. conn=«F:n4»",
 "zh|redis 报 NOAUTH Authentication required.，说明没配 requirepass 对应的 auth，节点 «F:host»",
 "en|MongoServerError: Authentication failed. code 18, db «F:db»",
 "zh|rabbitmq 日志：HTTP access denied: user '«F:user»' - invalid credentials",
]
H["key_word_other_senses"] = [
 "en|{\n  \"login.password.label\": \"Password\",\n  \"login.password.placeholder\": \"Enter your password\",\n  \"login.forgot\": \"Forgot password?\"\n}",
 "zh|i18n/zh-CN.json:\n\"password\": \"密码\",\n\"secretKey\": \"密钥\",\n\"token\": \"令牌\"",
 "en|{items.map(item => <Row key={item.id} token={item.symbol} />)}",
 "zh|redis 的 key 规范：session:{userId}:{«F:h16»}，TTL 1800",
 "en|s3://«F:proj»-uploads/keys/2026/03/«F:uuid».png",
 "zh|这次请求用了 «F:n4» 个 token，上下文窗口 128k，key 点在于摘要",
 "en|primary key (tenant_id, api_key_id) — the table stores key *ids* and hashes only",
 "zh|钥匙放在前台抽屉第 «F:n2» 格，密码锁的那个柜子是空的",
]
H["regexes_and_detectors"] = [
 "en|AWS_KEY_RE = re.compile(r\"\\b(AKIA|ASIA)[0-9A-Z]{16}\\b\")",
 "zh|[[rules]]\nid = \"dingtalk-robot-secret\"\nregex = '''SEC[0-9a-f]{64}'''\nkeywords = [\"SEC\"]",
 "en|grep -rnE 'ghp_[A-Za-z0-9]{36}|github_pat_[A-Za-z0-9_]{82}' . --include='*.yml'",
 "zh|校验函数：/^sk-[A-Za-z0-9]{48}$/.test(key) 为 false 就提示「API Key 格式不对」",
 "en|if re.fullmatch(r\"xox[baprs]-[0-9A-Za-z-]{10,48}\", token): raise LeakError(token_name)",
 "zh|正则 `AKID[0-9A-Za-z]{32}` 能匹配腾讯云 SecretId，`LTAI[0-9A-Za-z]{12,20}` 匹配阿里云",
 "en|- pattern: '(?i)password\\s*[:=]\\s*[\"\\']?[^\\s\"\\']{8,}'\n  severity: high",
 "zh|pre-commit 钩子 detect-private-key 会拦 -----BEGIN (RSA|EC|OPENSSH) PRIVATE KEY----- 这种头",
]
H["asset_hashes_and_build_ids"] = [
 "en|dist/assets/index-«F:B8».js   «F:n3».4 kB │ gzip: «F:n2».1 kB",
 "zh|构建产物：main.«F:h8».chunk.js、vendors.«F:h20».css",
 "en|\"buildId\": \"«F:B21»\" (Next.js .next/BUILD_ID)",
 "zh|actions/cache 命中：key: node-modules-linux-«F:h64»",
 "en|ETag: W/\"«F:h40»\"\nCache-Control: max-age=31536000, immutable",
 "zh|Go 构建信息：vcs.revision=«F:h40» vcs.modified=false",
 "en|ccache hit: /tmp/ccache/«F:h1»/«F:h1»/«F:h40»-«F:n4».manifest".replace("«F:h1»", "«F:hex7»"),
 "zh|webpack 的 contenthash 是 «F:h20}，每次内容变了才变".replace("}", "»"),
]
H["opaque_log_ids"] = [
 "en|x-amz-request-id: «F:H16»\nx-amz-id-2: «F:b76»=",
 "zh|Cloudflare 报错页：Ray ID: «F:h16»，时间 «F:date» «F:hm»",
 "en|$ docker ps --no-trunc -q\n«F:h64»",
 "zh|traceparent: 00-«F:h32»-«F:h16»-01 ，日志平台按这个查",
 "en|Sentry event «F:h32» (issue PROJ-«F:u4»)",
 "zh|Pod web-«F:l10»-«F:l5» 重启了 «F:n2» 次",
 "en|gcloud operation: operation-«F:d13»-«F:h13»-«F:h8»-«F:h8»",
 "zh|阿里云 RequestId: «F:uuid}，工单里附上这个就行".replace("}", "»"),
]
H["crypto_public_material"] = [
 "en|{\"alg\": \"dir\", \"enc\": \"A256GCM\", \"iv\": \"«F:B16»\", \"tag\": \"«F:B22»\"}",
 "zh|KDF 参数：salt=«F:b22}，iterations=600000，salt 可以明文存".replace("}", "»"),
 "en|tx 0x«F:h64» included in block 0x«F:h64»",
 "zh|签名结果（可公开，用来验证）：r=0x«F:h64} s=0x«F:h64}".replace("}", "»"),
 "en|Merkle root: «F:h64»\nleaf count: «F:n4»",
 "zh|X-Signature: t=«F:d10»,v1=«F:h64}（服务端用密钥算出来的签名，签名本身不是密钥）".replace("}", "»"),
 "en|SSH host key fingerprint: SHA256:«F:b43» (ED25519)",
 "zh|Android 证书锁定：<pin digest=\"SHA-256\">«F:b43»=</pin>",
]
H["zh_ids_near_code_words"] = [
 "zh|会议号：«F:n3» «F:n3» «F:n3}，会议密码在日历邀请里".replace("}", "»"),
 "zh|工号 «F:d6»，学号 2026«F:d6}，这些都不是密码".replace("}", "»"),
 "zh|手机号 1«F:d2»****«F:d4»，身份证 110***********«F:d3»X（已脱敏）",
 "zh|银行卡尾号 «F:d4»，交易参考号 «F:d12»",
 "zh|邀请码已过期，请联系管理员重新生成（工单 #«F:n4»）",
 "zh|G«F:n4} 次列车 «F:n2} 车厢，取票号 E«F:d9»".replace("}", "»"),
 "zh|快递「取件码」已被使用，订单号 «F:d18»",
 "en|Employee ID «F:d6», badge «F:u2»-«F:d5», desk «F:n3» — all printed on the lanyard.",
]
H["redaction_and_rotation_notes"] = [
 "en|I found a hard-coded key in `config/prod.py` and replaced it with `os.environ[\"PAYMENT_KEY\"]`; the old value is shown as [REDACTED] in the diff (commit «F:hex7»).",
 "zh|已将 .env 中的密钥替换为 <已脱敏>，并提醒用户去控制台轮换（PR #«F:n3»）",
 "en|chore: rotate Sentry DSN and Slack signing secret (values in 1Password, ticket SEC-«F:n3»)",
 "zh|事故复盘：«F:date» 有人把 AccessKey 贴进了群，已在 «F:n2} 分钟内禁用，指纹 «F:h8}".replace("}", "»"),
 "en|Revert \"add stripe key to config\" — this reverts commit «F:hex40». Key was test mode and has been rolled.",
 "zh|@chat 密码我私聊你了，群里别发（第 «F:n2» 次提醒）",
 "en|Note to self: the Grafana admin password lives in Bitwarden under \"infra/grafana\", entry «F:uuid».",
 "zh|CHANGELOG v2.«F:n2}.0：修复日志中打印 token 的问题，现在显示为 tok_****".replace("}", "»"),
]
H["policy_and_howto_without_values"] = [
 "en|To reset your VPN password, go to https://id.example.com/reset and follow the prompts (ticket «F:n4»).",
 "zh|密码至少 12 位，包含大小写、数字和符号，90 天更换一次（制度第 «F:n2» 条）",
 "en|Please never paste API keys into Slack; use `op item share` links that expire in «F:n2» hours.",
 "zh|新同事：VPN 账号密码会通过企业微信单独发，首次登录请修改（入职第 «F:n2» 天）",
 "en|I rotated the deploy key this morning; new one is in the vault under ci/deploy (version «F:n2»).",
 "zh|忘记支付密码可以在 App「设置-安全」里重置，需要人脸识别（客服工单 «F:n4»）",
 "en|Generate a strong secret with `python -c 'import secrets; print(secrets.token_urlsafe(32))'` and store it in the secret manager.",
 "zh|Wi-Fi 密码贴在会议室白板背面，访客网络 «F:ssid} 不需要密码".replace("}", "»"),
]
