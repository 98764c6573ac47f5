import Pivot
print("pivot")
