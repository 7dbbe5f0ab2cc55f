import json,sys
b=json.load(open(sys.argv[1]))
L={x['id']:x['esperado'] for x in json.load(open('/work/main/tests/fixtures/collector/editais-reais/labels.json'))['avisos']}
def ok(v,e):
  if v is None: return False
  if isinstance(e,list): return isinstance(v,list) and sorted(set(x if isinstance(x,str) else round(float(x)*100) for x in v),key=str)==sorted(set(x if isinstance(x,str) else round(float(x)*100) for x in e),key=str)
  if isinstance(e,(int,float)) and isinstance(v,(int,float)): return abs(float(v)-float(e))<0.005
  return str(v).lower()==str(e).lower()
from collections import Counter
c=Counter()
for k,p in b.items():
  for f,v in p.items():
    e=L[k][f]
    if e is None: continue
    if not ok(v,e): c[f]+=1; print(k,f,'exp',e,'got',v) if (len(sys.argv)<3 or sys.argv[2]==f) else None
print(c)
