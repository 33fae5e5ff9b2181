"""Harmless kinds: hard look-alikes. Nothing here is listed."""
H = []
def h(name, *tpls):
    H.append((name, list(tpls)))

h("package_integrity_hashes",
  "en|\"node_modules/⟦f:proj⟧\": {\n  \"version\": \"⟦f:ver⟧\",\n  \"resolved\": \"https://registry.npmjs.org/⟦f:proj⟧/-/⟦f:proj⟧-⟦f:ver⟧.tgz\",\n  \"integrity\": \"sha512-⟦P:B64⟧\"\n}",
  "zh|go.sum 冲突了，两边的哈希不一样：\ngithub.com/⟦f:py⟧/⟦f:proj⟧ v⟦f:ver⟧ h1:⟦P:B32⟧",
  "en|requests==2.32.3 \\\n    --hash=sha256:⟦P:hx64⟧",
  "zh|Cargo.lock 里 checksum = \"⟦P:hx64⟧\"，这个不用改")
h("sri_and_lfs_pointers",
  "en|<script src=\"https://cdn.jsdelivr.net/npm/⟦f:proj⟧@⟦f:ver⟧/dist/app.min.js\" integrity=\"sha384-⟦P:B48⟧\" crossorigin=\"anonymous\"></script>",
  "zh|Git LFS 指针文件：\nversion https://git-lfs.github.com/spec/v1\noid sha256:⟦P:hx64⟧\nsize ⟦f:num⟧")
h("nix_store_and_lock_hashes",
  "en|building '/nix/store/⟦P:lc32⟧-⟦f:proj⟧-⟦f:ver⟧.drv'...",
  "zh|flake.lock 里的 narHash：\"sha256-⟦P:B32⟧\"，更新后就变了",
  "en|# .terraform.lock.hcl\n  hashes = [\n    \"h1:⟦P:B32⟧\",\n    \"zh:⟦P:hx64⟧\",\n  ]")
h("ssh_host_fingerprints",
  "en|The authenticity of host '⟦f:host⟧ (⟦f:ip⟧)' can't be established.\nED25519 key fingerprint is SHA256:⟦P:U32⟧.",
  "zh|服务器指纹核对一下：SHA256:⟦P:U32⟧ （ECDSA），和运维给的一致")
h("gpg_and_tls_fingerprints",
  "en|pub   ed25519 2026-01-04 [SC]\n      ⟦P:HX40⟧\nuid           [ultimate] ⟦f:ename⟧ <⟦f:ename⟧@⟦f:dom⟧>",
  "zh|证书 SHA-256 指纹：⟦P:HX2⟧:⟦P:HX2⟧:⟦P:HX2⟧:⟦P:HX2⟧:⟦P:HX2⟧:⟦P:HX2⟧:⟦P:HX2⟧:⟦P:HX2⟧:⟦P:HX2⟧:⟦P:HX2⟧:⟦P:HX2⟧:⟦P:HX2⟧，签发方 R11")
h("jwks_and_public_key_pems",
  "en|{\"keys\":[{\"kty\":\"RSA\",\"use\":\"sig\",\"kid\":\"⟦P:hx16⟧\",\"alg\":\"RS256\",\"n\":\"⟦P:U256⟧\",\"e\":\"AQAB\"}]}",
  "zh|公钥发你，放到服务端验签用：\n-----BEGIN PUBLIC KEY-----\nMCowBQYDK2VwAyEA⟦P:B32⟧\n-----END PUBLIC KEY-----",
  "en|cosign.pub\n-----BEGIN PUBLIC KEY-----\nMFkwEwYHKoZIzj0CAQYIKoZIzj0DAQcDQgAE⟦P:b64c52⟧\n⟦P:b64c36⟧==\n-----END PUBLIC KEY-----")
h("known_hosts_and_authorized_keys",
  "en||1|⟦P:B20⟧|⟦P:B20⟧ ssh-ed25519 AAAAC3NzaC1lZDI1NTE5AAAAI⟦P:b64c43⟧",
  "zh|把这行公钥加到 authorized_keys 就行：ecdsa-sha2-nistp256 AAAAE2VjZHNhLXNoYTItbmlzdHAyNTYAAAAIbmlzdHAyNTYAAABBB⟦P:b64c87⟧= ⟦f:py⟧@laptop")
h("env_reads_many_languages",
  "en|apiKey := os.Getenv(\"PARTNER_API_KEY\")\nif apiKey == \"\" { log.Fatal(\"PARTNER_API_KEY not set\") }",
  "zh|密码从环境变量取：let pw = std::env::var(\"DB_PASSWORD\").expect(\"缺少 DB_PASSWORD\");",
  "en|String secret = System.getenv(\"JWT_SECRET\"); // never hard-code",
  "zh|$token = getenv('GITEE_TOKEN') ?: throw new RuntimeException('未配置 token');",
  "en|var key = builder.Configuration[\"Stripe:SecretKey\"];")
h("secret_references_managers",
  "en|\"password\": \"@Microsoft.KeyVault(SecretUri=https://⟦f:proj⟧-kv.vault.azure.net/secrets/DbPassword/)\"",
  "zh|CloudFormation 里引用：MasterUserPassword: '{{resolve:secretsmanager:⟦f:proj⟧/db:SecretString:password}}'",
  "en|env:\n  - name: DB_PASSWORD\n    valueFrom:\n      secretKeyRef:\n        name: ⟦f:proj⟧-db\n        key: password",
  "zh|密码用文件挂载：POSTGRES_PASSWORD_FILE=/run/secrets/postgres_password")
h("iac_sensitive_declarations",
  "en|variable \"db_password\" {\n  type      = string\n  sensitive = true\n}\nresource \"random_password\" \"db\" { length = 24 }",
  "zh|Pulumi 里：const dbPass = config.requireSecret(\"dbPassword\"); // 不要明文",
  "en|- name: set db password\n  ansible.builtin.set_fact:\n    db_password: \"{{ lookup('env', 'DB_PASSWORD') }}\"")
h("masked_values_new",
  "en|$ gh auth status\n  ✓ Logged in to github.com account ⟦f:user⟧ (keyring)\n  - Token: gho_************************************",
  "zh|控制台显示的 AccessKey：LTAI****************，Secret 只在创建时显示一次",
  "en|Environment: OPENAI_API_KEY=sk-proj-…⟦P:an4⟧ (masked), ANTHROPIC_API_KEY=[REDACTED]",
  "zh|日志里已经脱敏了：password=<redacted> token=•••••••• uid=⟦f:num⟧")
h("placeholder_values_more",
  "en|# .env.example\nSENDGRID_API_KEY=SG.your-key-here\nDATABASE_URL=postgres://USER:PASSWORD@HOST:5432/DBNAME",
  "zh|把 YOUR_APP_SECRET 换成你在开放平台申请的 AppSecret，app_id 同理",
  "en|aws_access_key_id = AKIAIOSFODNN7EXAMPLE\naws_secret_access_key = wJalrXUtnFEMI/K7MDENG/bPxRfiCYEXAMPLEKEY   # from the AWS docs",
  "zh|配置示例：password: \"请输入密码\"，api_key: \"在此填写\"")
h("password_talk_no_value_new",
  "en|@chat I reset your password — check the email from the helpdesk, the link is valid for 30 minutes",
  "zh|@chat 密码我打电话告诉你，群里就不发了",
  "en|@chat the wifi password changed again, it's on the whiteboard in room 4",
  "zh|@chat 我把登录密码改了，新的存到公司的密码管理器里了，你自己去看")
h("hex_ids_non_secret",
  "en|container ⟦P:hx64⟧ exited with code 137 (OOMKilled)",
  "zh|这个 MongoDB 文档的 _id 是 ObjectId(\"⟦P:hx24⟧\")，查一下",
  "en|Build ID: ⟦P:hx40⟧  (go build -buildid)",
  "zh|镜像层 sha256:⟦P:hx64⟧ 下载失败，重试一下")
h("uuids_and_idempotency_keys",
  "en|Idempotency-Key: ⟦P:uuid⟧\nX-Correlation-Id: ⟦P:uuid⟧",
  "zh|k8s 里 pod 的 uid：⟦P:uuid⟧，事件里看到重启了 ⟦f:n⟧ 次",
  "en|Created subscription with id sub_⟦P:an24⟧ for customer cus_⟦P:an14⟧")
h("signatures_and_macs_in_requests",
  "en|X-Signature-Ed25519: ⟦P:hx128⟧\nX-Signature-Timestamp: 1773300000",
  "zh|回调里带的签名：sign=⟦P:HX32⟧&timestamp=1773300000&nonce_str=⟦P:an32⟧",
  "en|Authorization: AWS4-HMAC-SHA256 Credential=AKIAIOSFODNN7EXAMPLE/20260311/us-east-1/s3/aws4_request, SignedHeaders=host;x-amz-date, Signature=⟦P:hx64⟧",
  "zh|企业微信回调 msg_signature=⟦P:hx40⟧&timestamp=1773300000&nonce=⟦P:dg10⟧")
h("presigned_url_public_parts",
  "en|https://⟦f:proj⟧.s3.amazonaws.com/report.pdf?X-Amz-Algorithm=AWS4-HMAC-SHA256&X-Amz-Date=20260311T000000Z&X-Amz-Expires=3600&X-Amz-SignedHeaders=host&X-Amz-Signature=⟦P:hx64⟧",
  "zh|OSS 公开读的图片地址：https://⟦f:py⟧-img.oss-cn-hangzhou.aliyuncs.com/avatar/⟦P:hx32⟧.png")
h("published_test_vectors_new",
  "en|FIPS-197 appendix A.1 example: key = 2b7e151628aed2a6abf7158809cf4f3c, plaintext 3243f6a8885a308d313198a2e0370734",
  "zh|RFC 2202 的 HMAC-MD5 测试用例 2：key = \"Jefe\"，data = \"what do ya want for nothing?\"，digest = 0x750c783e6ab0b503eaa86e310a5db738",
  "en|base64 test vectors from RFC 4648: BASE64(\"foobar\") = \"Zm9vYmFy\", BASE32(\"foobar\") = \"MZXW6YTBOI======\"",
  "zh|NIST SHA-256(\"abc\") = ba7816bf8f01cfea414140de5dae2223b00361a396177a9cb410ff61f20015ad，用来自测")
h("checksums_in_release_notes",
  "en|⟦f:proj⟧-⟦f:ver⟧-linux-amd64.tar.gz\n  SHA256: ⟦P:hx64⟧\n  MD5: ⟦P:hx32⟧",
  "zh|安装包校验值（SHA1）：⟦P:hx40⟧，下载后请核对")
h("secret_words_in_code_no_value",
  "en|def rotate_api_key(user_id: int) -> str:\n    token = secrets.token_urlsafe(32)\n    store_hash(user_id, hashlib.sha256(token.encode()).hexdigest())\n    return token",
  "zh|// 校验密码强度：至少 12 位，包含大小写和数字\nif (!/^(?=.*[a-z])(?=.*[A-Z])(?=.*\\d).{12,}$/.test(password)) throw new Error('密码太弱')",
  "en|password_field = forms.CharField(widget=forms.PasswordInput, min_length=12)",
  "zh|SECRET_KEY = get_random_secret_key()  # 启动时随机生成，不写进仓库")
h("base64_non_secret_payloads",
  "en|data:image/png;base64,iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk⟦P:b64c20⟧AAAAABJRU5ErkJggg==",
  "zh|消息体是 base64 的 JSON：⟦P:'eyJldmVudCI6Im9yZGVyLnBhaWQiLCJvcmRlcl9pZCI6'⟧⟦P:dg8⟧，解出来是订单事件",
  "en|X-Cloud-Trace-Context: ⟦P:hx32⟧/⟦P:dg19⟧;o=1")
h("wallet_public_addresses_new",
  "en|send the refund to 0x⟦P:hx40⟧ (public address, ENS ⟦f:word⟧.eth)",
  "zh|收款地址（Solana）：⟦P:b5844⟧，公开的，可以发",
  "en|tx confirmed: https://etherscan.io/tx/0x⟦P:hx64⟧")
h("oauth_and_oidc_public_config",
  "en|https://accounts.google.com/o/oauth2/v2/auth?client_id=⟦P:dg12⟧-⟦P:lc32⟧.apps.googleusercontent.com&redirect_uri=https%3A%2F%2F⟦f:dom⟧%2Fcb&response_type=code&state=⟦P:url22⟧",
  "zh|OIDC 发现文档：issuer https://auth.⟦f:dom⟧，jwks_uri https://auth.⟦f:dom⟧/.well-known/jwks.json，client_id ⟦P:uuid⟧（公开）")
h("cloud_and_repo_resource_names",
  "en|arn:aws:secretsmanager:eu-west-1:⟦P:dg12⟧:secret:⟦f:proj⟧/prod/db-⟦P:an6⟧",
  "zh|阿里云 KMS 凭据名：acs:kms:cn-hangzhou:⟦P:dg16⟧:secret/⟦f:proj⟧-db-password",
  "en|projects/⟦P:dg12⟧/secrets/⟦f:proj⟧-api-key/versions/latest")
h("token_counts_and_limits",
  "en|usage: prompt_tokens=⟦f:num⟧ completion_tokens=⟦f:n⟧ total_tokens=⟦f:num2⟧; max_tokens 4096",
  "zh|这次调用用了 ⟦f:num⟧ 个 token，限额每分钟 60000 tokens")
h("password_policy_and_rotation_docs",
  "en|Passwords must be rotated every 90 days; service keys every 30. Keys older than the policy are disabled automatically.",
  "zh|密码策略：长度至少 12 位，90 天强制修改，连续 5 次错误锁定 30 分钟。")
h("session_and_cookie_names_only",
  "en|Set-Cookie: theme=dark; Path=/; Max-Age=31536000; SameSite=Lax",
  "zh|Cookie 名单：sessionid（HttpOnly，值不展示）、csrftoken、lang=zh-CN、_ga=GA1.2.⟦P:dg10⟧.⟦P:dg10⟧")
h("captcha_and_verification_ids",
  "en|Your verification request ID is ⟦P:UC12⟧; we never ask for your password.",
  "zh|工单号 ⟦f:date⟧-⟦P:dg6⟧，快递单号 SF⟦P:dg12⟧，订单号 ⟦P:dg18⟧")
h("short_commit_and_build_refs",
  "en|@chat merged in ⟦P:hx7⟧, reverted in ⟦P:hx7⟧, then cherry-picked ⟦P:hx40⟧ onto release/⟦f:ver⟧",
  "zh|@chat 回滚到提交 ⟦P:hx40⟧ 就好了，构建号 #⟦f:num⟧")
