"""Secret kinds, part C: a few more placements."""
K = []
def k(name, *tpls):
    K.append((name, list(tpls)))

k("github_pr_review_suggestions",
  "en|```suggestion\n-    api_key: str = \"⟦S:an32⟧\"\n+    api_key: str = os.environ[\"PARTNER_API_KEY\"]\n```",
  "zh|审查意见：这里不能写死，`client_secret = \"⟦S:url40⟧\"` 改成从配置中心读。")
k("crontab_and_at_jobs_new",
  "en|$ atq; at -c 14 | tail -2\ncurl -s -u backup:⟦S:upw⟧ https://⟦f:host⟧/api/snapshot\n",
  "zh|计划任务（Windows schtasks）：schtasks /create /tn bak /tr C:\\bak.bat /ru ⟦f:user⟧ /rp ⟦S:pw⟧ /sc daily")
k("shell_history_new_tools",
  "en|  512  age -d -i key.txt secrets.age\n  513  restic -r /mnt/bk snapshots --password-file <(echo ⟦S:pw⟧)\n  514  history | tail",
  "zh|history 里翻到的：\n 1021  cryptsetup luksOpen /dev/sdb1 data <<< '⟦S:pwzh⟧'\n 1022  mount /dev/mapper/data /data")
k("email_signature_and_ticket_bodies",
  "en|Subject: Re: SFTP access\n\nHi ⟦f:ename⟧,\nyour SFTP account is ready.\nHost: sftp.⟦f:dom⟧  Port: 22\nUser: ⟦f:user⟧\nPassword: ⟦S:pw⟧\n\nBest, IT",
  "zh|工单回复：\n您好，VPN 账号已开通。\n账号：⟦f:py⟧\n初始密码：⟦S:pwzh⟧\n请在三天内登录修改。")
k("yaml_anchors_and_helm_values_new",
  "en|x-db-env: &dbenv\n  POSTGRES_USER: ⟦f:user⟧\n  POSTGRES_PASSWORD: ⟦S:upw⟧\nservices:\n  api:\n    environment: *dbenv",
  "zh|values-prod.yaml：\nminio:\n  rootUser: admin\n  rootPassword: ⟦S:pwzh⟧")
k("docker_secrets_printed",
  "en|$ docker exec ⟦f:proj⟧-db-1 cat /run/secrets/db_password\n⟦S:pw⟧",
  "zh|进容器看了一眼挂载的 secret：\n# cat /run/secrets/api_key\n⟦S:an40⟧")
