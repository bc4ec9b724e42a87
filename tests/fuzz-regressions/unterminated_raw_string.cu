R"(

int x = ;
