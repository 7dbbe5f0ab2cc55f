import json,sys
a=json.load(open(sys.argv[1]));b=json.load(open(sys.argv[2]))
L={x['id']:x['esperado'] for x in json.load(open('/work/main/tests/fixtures/collector/editais-reais/labels.json'))['avisos']}
def ok(v,e):
  if v is None or e is None: return False
  if isinstance(e,list): return isinstance(v,list) and sorted(set(map(str,v)))==sorted(set(map(str,e)))
  if isinstance(e,float) or isinstance(v,float): return abs(float(v)-float(e))<0.005
  return v==e
g=bd=0
for k in a:
  for f in a[k]:
    if a[k][f]!=b[k][f]:
      e=L[k][f]; t='GOOD' if ok(b[k][f],e) and not ok(a[k][f],e) else ('BAD' if ok(a[k][f],e) else '')
      g+=t=='GOOD'; bd+=t=='BAD'
      print(k,f,a[k][f],'->',b[k][f],'exp',e,t)
print('good',g,'bad',bd)
