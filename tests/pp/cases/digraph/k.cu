%:define D(x) <: x :> <% %> %:%:
D(1)
int a<::b>;
a<::>b;
std::vector<::std::string> v;
x and y or not z bitand w compl q
#if 1 and not 0
alt_ops
#endif
