"""Secret kinds, part B: vendor formats not in L, long values, logs, code, agents."""
K = []
def k(name, *tpls):
    K.append((name, list(tpls)))

# ---------- AI / dev vendors ----------
k("openrouter_keys",
  "en|OPENROUTER_API_KEY=⟦S:openrouter⟧",
  "zh|@chat 用 OpenRouter 转发，key 先用我的：⟦S:openrouter⟧",
  "en|client = OpenAI(base_url=\"https://openrouter.ai/api/v1\", api_key=\"⟦S:openrouter⟧\")")
k("langsmith_langfuse_keys",
  "en|LANGCHAIN_TRACING_V2=true\nLANGCHAIN_API_KEY=⟦S:langsmith⟧",
  "zh|Langfuse 自部署：LANGFUSE_SECRET_KEY=sk-lf-⟦S:uuid⟧\nLANGFUSE_PUBLIC_KEY=pk-lf-⟦P:uuid⟧")
k("search_and_crawl_api_keys",
  "en|TAVILY_API_KEY=tvly-⟦S:an32⟧\nFIRECRAWL_API_KEY=fc-⟦S:hx32⟧",
  "zh|@chat SerpAPI 的 key 是 ⟦S:hx64⟧，每月 100 次免费额度省着点用",
  "en|exa = Exa(api_key=\"⟦S:uuid⟧\")  # EXA key from dashboard")
k("voice_and_media_ai_keys",
  "en|ELEVENLABS_API_KEY=sk_⟦S:hx48⟧\nDEEPGRAM_API_KEY=⟦S:hx40⟧",
  "zh|语音转写用 AssemblyAI：aai.settings.api_key = \"⟦S:hx32⟧\"")
k("vector_db_keys",
  "en|pc = Pinecone(api_key=\"pcsk_⟦S:an5+'_'+an63⟧\")",
  "zh|Qdrant Cloud 连接：QdrantClient(url=\"https://⟦P:uuid⟧.us-east4-0.gcp.cloud.qdrant.io\", api_key=\"⟦S:url60⟧\")",
  "en|MEILI_MASTER_KEY=⟦S:url32⟧\nTYPESENSE_API_KEY=⟦S:an32⟧")
k("cn_llm_dashscope_spark_siliconflow",
  "zh|DASHSCOPE_API_KEY=sk-⟦S:hx32⟧  # 通义千问",
  "zh|@chat 硅基流动的 key：sk-⟦S:al48⟧，模型用 Qwen/Qwen2.5-72B-Instruct",
  "en|# iFlytek Spark\nSPARK_APPID=⟦P:hx8⟧\nSPARK_API_KEY=⟦S:hx32⟧\nSPARK_API_SECRET=⟦S:B24⟧")
k("agent_sandbox_keys",
  "en|E2B_API_KEY=e2b_⟦S:hx40⟧\nBROWSERBASE_API_KEY=bb_live_⟦S:url27⟧",
  "zh|Modal 的 token 配置：modal token set --token-id ak-⟦S:an22⟧ --token-secret as-⟦S:an22⟧")
k("productivity_api_tokens",
  "en|NOTION_TOKEN=ntn_⟦S:dg11+an35⟧\nLINEAR_API_KEY=lin_api_⟦S:an40⟧",
  "zh|@chat Figma 个人令牌 figd_⟦S:url40⟧，导出设计稿的脚本要用",
  "en|AIRTABLE_PAT=pat⟦S:an14+'.'+hx64⟧")
k("postman_doppler_infisical",
  "en|$ newman run collection.json --postman-api-key ⟦S:postman⟧",
  "zh|Doppler 服务令牌：DOPPLER_TOKEN=⟦S:doppler⟧",
  "en|$ doppler run --token ⟦S:doppler⟧ -- npm start")
k("observability_vendor_keys",
  "en|NEW_RELIC_API_KEY=NRAK-⟦S:uc27⟧\nDD_API_KEY=⟦S:hx32⟧\nDD_APP_KEY=⟦S:hx40⟧",
  "zh|Dynatrace 的 API token：⟦S:dt⟧（只给了 metrics.ingest 权限）",
  "en|GRAFANA_SA_TOKEN=glsa_⟦S:an32+'_'+hx8⟧")
k("sentry_auth_tokens",
  "en|$ sentry-cli --auth-token ⟦S:sentrytok⟧ releases new ⟦f:ver⟧",
  "zh|.sentryclirc：\n[auth]\ntoken=sntryu_⟦S:hx64⟧")
k("email_vendor_keys",
  "en|SENDGRID_API_KEY=⟦S:sendgrid⟧\nMAILGUN_API_KEY=key-⟦S:hx32⟧",
  "zh|@chat Brevo（原 Sendinblue）的 key：⟦S:brevo⟧，发验证码邮件用",
  "en|MAILCHIMP_API_KEY=⟦S:hx32⟧-us⟦P:dg2⟧")
k("payments_global_new",
  "en|RAZORPAY_KEY_ID=rzp_live_⟦S:an14⟧\nRAZORPAY_KEY_SECRET=⟦S:an24⟧",
  "zh|@chat Braintree 生产 token：⟦S:braintree⟧",
  "en|FLW_SECRET_KEY=⟦S:flw⟧\nPAYSTACK_SECRET_KEY=sk_live_⟦S:hx40⟧",
  "en|SQUARE_ACCESS_TOKEN=EAAA⟦S:url60⟧")
k("auth_vendor_secrets",
  "en|CLERK_SECRET_KEY=sk_live_⟦S:an50⟧\nWORKOS_API_KEY=sk_live_⟦S:an40⟧",
  "zh|Stytch 后台的 secret：secret-live-⟦S:url36⟧，project_id 是 project-live-⟦P:uuid⟧",
  "en|AUTH0_CLIENT_SECRET=⟦S:url64⟧")
k("backend_platform_keys",
  "en|CONVEX_DEPLOY_KEY=⟦S:convex⟧",
  "zh|@chat Upstash Redis REST token：⟦S:upstash⟧",
  "en|APPWRITE_API_KEY=standard_⟦S:hx256⟧")
k("paas_tokens_more",
  "en|$ heroku config:set ... -a ⟦f:proj⟧ # using HEROKU_API_KEY=⟦S:heroku⟧",
  "zh|Render 的 API key：rnd_⟦S:an32⟧，Netlify 个人令牌：nfp_⟦S:an36⟧")
k("ci_vendor_tokens",
  "en|BUILDKITE_API_TOKEN=bkua_⟦S:hx40⟧\nCIRCLE_TOKEN=CCIPAT_⟦S:an22+'_'+hx40⟧",
  "zh|SonarQube 扫描：mvn sonar:sonar -Dsonar.token=squ_⟦S:hx40⟧",
  "en|CYPRESS_RECORD_KEY=⟦S:uuid⟧\nCODECOV_TOKEN=⟦S:uuid⟧")
k("gitlab_token_family",
  "en|$ curl -X POST -F token=glptt-⟦S:hx40⟧ -F ref=main https://gitlab.⟦f:dom⟧/api/v4/projects/⟦f:num⟧/trigger/pipeline",
  "zh|gitlab-runner register --url https://gitlab.⟦f:dom⟧ --token glrt-⟦S:url20⟧",
  "en|deploy token (read_registry): gldt-⟦S:url20⟧ / username gitlab+deploy-token-⟦f:n⟧")
k("artifact_repo_tokens",
  "en|JFROG_ACCESS_TOKEN=cmVmdGtuOjAxOjE3⟦S:an48⟧",
  "zh|Gitee 私人令牌：⟦S>g:hx32⟧，git clone https://oauth2:⟦R:g⟧@gitee.com/⟦f:py⟧/⟦f:proj⟧.git",
  "en|BITBUCKET_APP_PASSWORD=ATBB⟦S:an32⟧")
k("feature_flag_keys",
  "en|LAUNCHDARKLY_SDK_KEY=sdk-⟦S:uuid⟧\nLD_API_TOKEN=api-⟦S:uuid⟧",
  "zh|@chat LaunchDarkly 服务端 SDK key：sdk-⟦S:uuid⟧，不要放到前端")
k("maps_and_geo_keys",
  "en|MAPBOX_SECRET_TOKEN=sk.⟦S:U42+'.'+url22⟧",
  "zh|腾讯位置服务 key：⟦S:tmap⟧；高德 Web 服务 key ⟦S:hx32⟧，安全密钥 ⟦S:hx32⟧")
k("crypto_exchange_and_rpc_keys",
  "en|BINANCE_API_KEY=⟦S:an64⟧\nBINANCE_API_SECRET=⟦S:an64⟧",
  "zh|@chat Etherscan API key ⟦S:ethscan⟧，Infura 的 project secret ⟦S:hx32⟧",
  "en|ALCHEMY_URL=https://eth-mainnet.g.alchemy.com/v2/⟦S:url32⟧")
k("crm_support_tokens",
  "en|HUBSPOT_ACCESS_TOKEN=pat-na1-⟦S:uuid⟧",
  "zh|Zendesk API：curl https://⟦f:proj⟧.zendesk.com/api/v2/tickets.json -u agent@⟦f:dom⟧/token:⟦S:an40⟧",
  "en|INTERCOM_TOKEN=dG9rOj⟦S:B42⟧")
k("twilio_vonage_keys",
  "en|TWILIO_ACCOUNT_SID=AC⟦P:hx32⟧\nTWILIO_API_KEY=SK⟦S:hx32⟧\nTWILIO_API_SECRET=⟦S:an32⟧",
  "zh|Vonage 短信：VONAGE_API_KEY=⟦S:hx8⟧ VONAGE_API_SECRET=⟦S:an16⟧")
k("dropbox_box_tokens",
  "en|DROPBOX_ACCESS_TOKEN=sl.⟦S:url138⟧",
  "zh|@chat Dropbox 刷新令牌 ⟦S:an11+'AAAAAAAAAA'+url43⟧，app key ⟦P:lc15⟧")
k("contentful_sanity_cms",
  "en|CONTENTFUL_MANAGEMENT_TOKEN=CFPAT-⟦S:url43⟧\nSANITY_API_TOKEN=sk⟦S:an180⟧",
  "zh|Strapi 的 .env：APP_KEYS=⟦S:B16⟧,⟦S:B16⟧\nJWT_SECRET=⟦S:B16⟧")
k("octopus_teamcity_jenkins_tokens",
  "en|$ octo push --package app.⟦f:ver⟧.zip --server https://deploy.⟦f:dom⟧ --apiKey API-⟦S:UC27⟧",
  "zh|Jenkins 用户的 API Token：11⟦S:hx32⟧（admin 用户生成的）")
# ---------- Chinese cloud / platform formats ----------
k("volcengine_ksyun_aksk",
  "zh|火山引擎：VOLC_ACCESSKEY=AKLT⟦S:url43⟧\nVOLC_SECRETKEY=⟦S:B60⟧",
  "en|~/.volc/config\naccess_key_id = AKLT⟦S:url43⟧\nsecret_access_key = ⟦S:B60⟧")
k("aliyun_sts_and_ram",
  "zh|STS 临时凭证：\nAccessKeyId: STS.NV⟦S:an26⟧\nAccessKeySecret: ⟦S:an44⟧\nSecurityToken: CAIS⟦S:b64c360⟧",
  "en|$ aliyun configure --mode StsToken\nAccess Key Id []: STS.NU⟦S:an26⟧\nAccess Key Secret []: ⟦S:an44⟧")
k("feishu_dingtalk_app_secrets",
  "zh|飞书自建应用：App ID cli_⟦P:hx16⟧，App Secret ⟦S:an32⟧",
  "zh|钉钉机器人加签：webhook=https://oapi.dingtalk.com/robot/send?access_token=⟦S:hx64⟧  secret=SEC⟦S:hx64⟧",
  "en|DINGTALK_APP_KEY=ding⟦P:lc16⟧\nDINGTALK_APP_SECRET=⟦S:url64⟧")
k("wecom_feishu_bot_webhooks",
  "zh|企业微信群机器人：https://qyapi.weixin.qq.com/cgi-bin/webhook/send?key=⟦S:uuid⟧",
  "en|FEISHU_WEBHOOK=https://open.feishu.cn/open-apis/bot/v2/hook/⟦S:uuid⟧\nFEISHU_SIGN_SECRET=⟦S:an22⟧")
k("wechat_pay_keys",
  "zh|微信支付商户号 ⟦P:dg10⟧，APIv3 密钥：⟦S:an32⟧，证书序列号 ⟦P:HX40⟧",
  "en|wechatpay:\n  mch-id: \"⟦P:dg10⟧\"\n  api-v3-key: ⟦S:an32⟧\n  api-v2-key: ⟦S:an32⟧")
k("push_and_sms_cn",
  "zh|极光推送：JPUSH_APP_KEY=⟦P:hx24⟧ JPUSH_MASTER_SECRET=⟦S:hx24⟧",
  "zh|@chat 个推 MasterSecret ⟦S:an22⟧，AppKey ⟦P:an22⟧",
  "en|aliyun sms: access_key_secret = ⟦S:an30⟧, sign_name = ⟦f:co⟧")
k("cn_cloud_misc_aksk",
  "zh|UCloud：UCLOUD_PUBLIC_KEY=⟦P:url36⟧ UCLOUD_PRIVATE_KEY=⟦S:url40⟧",
  "zh|天翼云 OOS：ak ⟦S:hx20⟧ sk ⟦S:hx40⟧",
  "en|JDCLOUD_ACCESS_KEY=JDC_⟦S:HX28⟧\nJDCLOUD_SECRET_KEY=⟦S:HX32⟧")
k("baidu_xunfei_map_keys",
  "zh|百度地图服务端 AK：⟦S:an32⟧，SN 校验的 SK：⟦S:an32⟧",
  "en|BAIDU_OCR_API_KEY=⟦S:an24⟧\nBAIDU_OCR_SECRET_KEY=⟦S:an32⟧")
# ---------- infra tokens ----------
k("proxmox_vmware_tokens",
  "en|$ curl -H 'Authorization: PVEAPIToken=⟦S:proxmox⟧' https://pve.⟦f:dom⟧:8006/api2/json/nodes",
  "zh|Terraform 连 PVE：pm_api_token_id = \"⟦f:user⟧@pam!tf\"\npm_api_token_secret = \"⟦S:uuid⟧\"")
k("k8s_service_account_tokens",
  "en|$ kubectl create token ci-deployer -n ci --duration=8760h\n⟦S:k8ssa⟧",
  "zh|kubeconfig 里 users 段：\n- name: ci-deployer\n  user:\n    token: ⟦S:k8ssa⟧")
k("aws_session_tokens_long",
  "en|[default]\naws_access_key_id = ASIA⟦S:UC16⟧\naws_secret_access_key = ⟦S:b64c40⟧\naws_session_token = ⟦S:awssts⟧",
  "zh|assume-role 拿到的临时凭证：\nexport AWS_SESSION_TOKEN=⟦S:awssts⟧")
k("kibana_enrollment_tokens",
  "en|$ bin/elasticsearch-create-enrollment-token -s kibana\n⟦S:kibana⟧",
  "zh|Kibana 首次登录要的 enrollment token：⟦S:kibana⟧（30 分钟内有效）")
k("vault_unseal_keys",
  "en|Unseal Key 1: ⟦S:B33⟧\nUnseal Key 2: ⟦S:B33⟧\n\nInitial Root Token: hvs.⟦S:url24⟧",
  "zh|Vault 初始化结果（先截图保存）：\nUnseal Key 1: ⟦S:B33⟧\nInitial Root Token: hvs.⟦S:url24⟧")
# ---------- long values ----------
k("long_values_keyword_unquoted",
  "en|SESSION_STATE=⟦S:B240⟧",
  "zh|refresh_token: ⟦S:url300⟧  # 飞书 user_access_token 换的",
  "en|\"refreshToken\": \"⟦S:url260+'.'+url40⟧\"")
k("long_jwt_in_headers",
  "en|> GET /api/me HTTP/2\n> authorization: Bearer ⟦S:sessjwt⟧\n< HTTP/2 200",
  "zh|抓包看到请求头：Authorization: Bearer ⟦S:sessjwt⟧")
# ---------- private keys ----------
k("rsa_pkcs1_blocks_in_chat",
  "en|@chat here's the deploy key, don't lose it\n-----BEGIN RSA PRIVATE KEY-----\nMIIEowIBAAKCAQEA⟦S:b64c48⟧\n⟦S:b64c64⟧\n⟦S:b64c64⟧\n⟦S:b64c64⟧\n-----END RSA PRIVATE KEY-----",
  "zh|@chat 证书私钥发你（别转发）：\n-----BEGIN PRIVATE KEY-----\nMIIEvQIBADANBgkqhkiG9w0BAQEFAASCBKcwggSjAgEAAoIBAQ⟦S:b64c14⟧\n⟦S:b64c64⟧\n⟦S:b64c64⟧\n-----END PRIVATE KEY-----")
k("github_app_private_keys_env",
  "en|GITHUB_APP_ID=⟦P:dg6⟧\nGITHUB_APP_PRIVATE_KEY=\"-----BEGIN RSA PRIVATE KEY-----\\nMIIEpAIBAAKCAQEA⟦S:b64c48⟧\\n⟦S:b64c64⟧\\n⟦S:b64c64⟧\\n-----END RSA PRIVATE KEY-----\"",
  "zh|GitHub App 私钥直接塞进环境变量了：\nAPP_KEY='-----BEGIN RSA PRIVATE KEY-----\\nMIIEogIBAAKCAQEA⟦S:b64c48⟧\\n⟦S:b64c64⟧\\n-----END RSA PRIVATE KEY-----'")
k("wallet_private_keys",
  "en|PRIVATE_KEY=0x⟦S:hx64⟧  # deployer wallet for hardhat",
  "zh|@chat 测试网钱包私钥：⟦S:hx64⟧，里面有 0.5 个 Sepolia ETH",
  "en|solana keypair (id.json): [⟦S:'1'+dg2+','+dg3+','+dg2+','+dg3+','+dg2+','+dg3+','+dg2+','+dg2+','+dg3+','+dg2+','+dg3+','+dg2⟧, ...]")
k("mnemonic_24_words",
  "en|@chat the ledger backup sheet says: ⟦S:m24⟧",
  "zh|@chat 钱包助记词（24 个）：⟦S:m24⟧",
  "en|MNEMONIC=\"⟦S:m12⟧\"")
# ---------- logs ----------
k("journalctl_leaks",
  "en|Mar 12 03:14:07 ⟦f:host⟧ backup.sh[⟦f:num⟧]: + restic -r s3:s3.amazonaws.com/bk --password-command 'echo ⟦S:pw⟧' backup /srv",
  "zh|journalctl -u ⟦f:proj⟧ 看到启动参数把密码打出来了：\n⟦f:date⟧T03:14:07 ⟦f:host⟧ java[⟦f:num⟧]: -Dspring.datasource.password=⟦S:pwzh⟧")
k("json_structured_logs",
  "en|{\"level\":\"debug\",\"ts\":1773300000.12,\"caller\":\"client/http.go:88\",\"msg\":\"request\",\"headers\":{\"X-Api-Key\":[\"⟦S:an40⟧\"]}}",
  "zh|ELK 里搜到的一条：{\"@timestamp\":\"⟦f:date⟧T08:00:01Z\",\"message\":\"login ok\",\"params\":{\"username\":\"⟦f:py⟧\",\"password\":\"⟦S:pwzh⟧\"}}")
k("ci_build_logs_unmasked",
  "en|##[group]Run ./scripts/publish.sh\n+ npm config set //registry.npmjs.org/:_authToken npm_⟦S:an36⟧\n##[endgroup]",
  "zh|Vercel 构建日志：\n12:01:33.415 > Using NEXT_PUBLIC_SUPABASE_URL and SERVICE_KEY=⟦S:hsjwt⟧",
  "en|[buildkite] $ docker build --build-arg NPM_TOKEN=npm_⟦S:an36⟧ .")
k("nginx_error_and_proxy_logs",
  "en|⟦f:date⟧ 09:41:02 [error] 311#311: *52 upstream timed out, request: \"POST /login?user=⟦f:user⟧&password=⟦S:upw⟧ HTTP/1.1\"",
  "zh|网关日志：GET /callback?code=⟦P:url20⟧&client_secret=⟦S:an32⟧ 200")
k("db_slow_and_audit_logs",
  "en|# Query_time: 4.1  Lock_time: 0.0\nSET timestamp=1773300000;\nCREATE USER 'report'@'%' IDENTIFIED BY '⟦S:pw⟧';",
  "zh|审计日志：ALTER ROLE ⟦f:user⟧ WITH PASSWORD '⟦S:pwzh⟧'; -- 执行人 ⟦f:py⟧")
k("crash_dumps_env_vars",
  "en|panic: runtime error: invalid memory address\n\nenv:\n  DB_PASS=⟦S:pw⟧\n  HOME=/root",
  "zh|排查时看了进程环境变量：\n$ tr '\\0' '\\n' < /proc/⟦f:num⟧/environ\nPATH=/usr/bin\nREDIS_PASSWORD=⟦S:pwzh⟧\nLANG=zh_CN.UTF-8")
# ---------- agent transcripts and IDE/CI outputs (new) ----------
k("cursor_agent_terminal",
  "en|Ran terminal command\n$ gh auth login --with-token <<< ghp_⟦S:an36⟧\n✓ Logged in to github.com as ⟦f:user⟧",
  "zh|Cursor Agent 执行了命令：\n$ export DEEPSEEK_API_KEY=sk-⟦S:hx32⟧ && python bench.py\n输出：ok")
k("cline_xml_tool_calls",
  "en|<execute_command>\n<command>psql \"postgresql://⟦f:user⟧:⟦S:upw⟧@⟦f:host⟧/⟦f:db⟧\" -c 'select 1'</command>\n<requires_approval>true</requires_approval>\n</execute_command>",
  "zh|Cline 想写文件：\n<write_to_file>\n<path>.env</path>\n<content>\nMOONSHOT_API_KEY=sk-⟦S:an48⟧\n</content>\n</write_to_file>")
k("codex_cli_exec_blocks",
  "en|exec\nbash -lc 'TOKEN=glpat-⟦S:url20⟧ ./ci/trigger.sh' in /home/⟦f:user⟧/⟦f:proj⟧\nsucceeded in 1.2s:",
  "zh|codex 的记录：\n▶ exec bash -lc \"curl -H 'Authorization: Bearer ⟦S:url43⟧' https://api.⟦f:dom⟧/v1/ping\"\n✓ 退出码 0")
k("langchain_react_traces",
  "en|Thought: I need to query the database.\nAction: sql_db_query\nAction Input: {\"dsn\": \"mysql://⟦f:user⟧:⟦S:upw⟧@⟦f:host⟧/⟦f:db⟧\", \"q\": \"select count(*) from users\"}",
  "zh|> Entering new AgentExecutor chain...\n调用工具 http_get，参数 {\"url\": \"https://api.⟦f:dom⟧/v1/list?api_key=⟦S:an32⟧\"}")
k("autogen_gemini_cli_blocks",
  "en|>>>>>>>> EXECUTING CODE BLOCK 0 (inferred language is python)...\nimport requests; requests.get('https://api.⟦f:dom⟧', headers={'Authorization': 'Token ⟦S:hx40⟧'})",
  "zh|✦ 我会用这个凭据连接：\n  ✔ Shell ssh-keygen … && sshpass -p '⟦S:pwzh⟧' ssh-copy-id ⟦f:user⟧@⟦f:ip⟧")
k("ide_run_configs_and_outputs",
  "en|IntelliJ run configuration (workspace.xml):\n<env name=\"DB_PASSWORD\" value=\"⟦S:pw⟧\" />\n<env name=\"JWT_SECRET\" value=\"⟦S:B32⟧\" />",
  "zh|PyCharm 运行配置的环境变量：OPENAI_API_KEY=sk-proj-⟦S:url74+'T3BlbkFJ'+url74⟧;DEBUG=1")
k("notebook_outputs",
  "en|In [3]: os.environ.get('HF_TOKEN')\nOut[3]: 'hf_⟦S:an34⟧'",
  "zh|Colab 单元格输出：\n>>> print(config)\n{'api_key': '⟦S:an32⟧', 'region': 'cn-hangzhou'}")
k("agent_scratchpad_notes",
  "en|## Scratchpad\n- prod read replica: ⟦f:host⟧\n- creds (from 1Password, copied for this task): ⟦f:user⟧ / ⟦S:pw⟧",
  "zh|## 任务笔记\n- 测试账号：⟦f:py⟧\n- 密码（⟦f:name⟧ 给的）：⟦S:pwzh⟧\n- 下一步：跑回归")
k("copilot_chat_pastes",
  "en|@terminal why does this fail? `docker login ⟦f:dom⟧ -u ⟦f:user⟧ -p ⟦S:atpw⟧` says unauthorized",
  "zh|#file:config.yaml 为什么连不上？里面 password: ⟦S:pwzh⟧ 是对的啊")
k("code_new_languages",
  "en|// Swift\nlet client = APIClient(apiKey: \"⟦S:an40⟧\", baseURL: URL(string: \"https://api.⟦f:dom⟧\")!)",
  "zh|// PHP Laravel 的 config/services.php，写死了：\n'secret' => '⟦S:an40⟧',",
  "en|# Elixir\nconfig :my_app, MyApp.Repo, username: \"⟦f:user⟧\", password: \"⟦S:pw⟧\", hostname: \"⟦f:host⟧\"",
  "en|-- Lua (OpenResty)\nlocal ok, err = red:auth(\"⟦S:upw⟧\")")
k("sql_connection_strings_odbc",
  "en|Driver={ODBC Driver 18 for SQL Server};Server=tcp:⟦f:host⟧,1433;Uid=⟦f:user⟧;Pwd={⟦S:pw⟧};Encrypt=yes;",
  "zh|Oracle 连接：sqlplus ⟦f:user⟧/⟦S:upw⟧@//⟦f:ip⟧:1521/ORCLPDB1")
k("email_client_configs",
  "en|# ~/.msmtprc\naccount default\nhost smtp.fastmail.com\nuser ⟦f:user⟧@⟦f:dom⟧\npassword ⟦S:lc16⟧",
  "zh|Thunderbird 里配的企业邮箱 IMAP 授权码：⟦S:an16⟧（不是登录密码）",
  "en|set imap_pass = \"⟦S:pw⟧\"   # ~/.muttrc")
k("backup_tool_repos",
  "en|export RESTIC_REPOSITORY=s3:https://s3.wasabisys.com/⟦f:proj⟧-bk\nexport RESTIC_PASSWORD='⟦S:phrase⟧'",
  "zh|borg 备份：export BORG_PASSPHRASE='⟦S:pwzh⟧'; borg create ::{now} /data")
